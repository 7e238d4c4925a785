import BoxOfficeDomain
import BoxOfficePresentation

extension ReplSession {
    /// `calendar [YYYYMM]`: the month asked for, or the month of the day shown.
    func showCalendar(_ text: String?) {
        let month: CalendarMonth
        if let text {
            do throws(DateInputError) {
                month = try CalendarMonth.parse(text)
            } catch {
                report(words.text(for: error))
                return
            }
        } else {
            month = CalendarMonth(containing: viewModel.selectedDate ?? viewModel.defaultDate)
        }
        let calendar = MonthCalendarViewData(
            month: month, shown: viewModel.selectedDate, words: words,
            hasFigures: viewModel.hasFigures(on:))
        printLines(display.render(calendar, columns: options.columns()))
    }

    /// `mode [list|icon]`: switches the layout and shows the day again in it.
    func setLayout(_ layout: ListLayout?) {
        guard let layout else {
            printLines([display.settingLine(\.mode, columns: options.columns())])
            return
        }
        warn(display.setLayout(layout))
        redrawShownDay()
    }

    /// `format [table|box|plain|csv|json]`.
    func setFormat(_ format: DisplayFormat?) {
        guard let format else {
            printLines([display.settingLine(\.format, columns: options.columns())])
            return
        }
        display.setFormat(format)
        redrawShownDay()
    }

    /// `width [narrow|wide]`.
    func setAmbiguousWidth(_ width: AmbiguousWidth?) {
        guard let width else {
            printLines([display.settingLine(\.width, columns: options.columns())])
            return
        }
        warn(display.setAmbiguousWidth(width))
        redrawShownDay()
    }

    /// `symbols [auto|unicode|ascii]`.
    func setSymbols(_ symbols: SymbolChoice?) {
        guard let symbols else {
            printLines([display.settingLine(\.symbols, columns: options.columns())])
            return
        }
        warn(display.setSymbols(symbols))
        redrawShownDay()
    }

    /// Shows the day on screen again after a display change, in an interactive session only (a
    /// script sets its format before its `date`).
    private func redrawShownDay() {
        guard options.interactive, let content = viewModel.shownContent else { return }
        printLines(display.render(content, columns: options.columns()))
    }

    /// A warning on standard error (the settings file, the KOBIS call budget): not a failed
    /// command, so it does not change the exit status.
    func warn(_ message: String?) {
        guard let message else { return }
        errors.write(wrapped(messages.warningPrefix + TerminalText.sanitize(message)) + "\n")
    }
}
