/*
 * The C side of the terminal front: libedit (BSD editline) made callable from Swift.
 *
 * Swift cannot call C variadic functions, and libedit's el_set, el_get and history are
 * variadic; each use the REPL needs is wrapped below in a small non-variadic function.
 * Swift 6 also refuses the mutable C globals stdin/stdout/stderr, so el_init is called here.
 *
 * Most functions are `static inline`: Swift emits a private copy of each into every object
 * file that calls it, which is harmless for code without state. The SIGINT flag is state
 * shared by a signal handler and the REPL, so it lives behind one *weak* function: the
 * linker keeps a single copy, and every caller sees the same flag.
 *
 * libedit reads keys through boxoffice_el_read_key (EL_GETCFN) rather than its own reader,
 * so that a Ctrl-C pressed at any moment while the prompt is up ends el_gets (see there).
 */
#ifndef BOXOFFICE_CEDITLINE_SHIM_H
#define BOXOFFICE_CEDITLINE_SHIM_H

#include <errno.h>
#include <fcntl.h>
#include <histedit.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

extern char **environ;

/* ---- Types Swift sees as function pointers ------------------------------------------- */

/** A prompt callback for EL_PROMPT / EL_PROMPT_ESC. */
typedef char *(*boxoffice_prompt_function)(EditLine *);

/** An editor command for EL_ADDFN; returns one of the CC_* codes. */
typedef unsigned char (*boxoffice_editor_command)(EditLine *, int);

/* ---- Locale --------------------------------------------------------------------------- */

/**
 * Sets LC_CTYPE from the environment, falling back to C.UTF-8 when that gives the plain
 * "C" locale or a non-UTF-8 one; without a UTF-8 LC_CTYPE libedit drops Hangul.
 * Returns the name of the locale in effect (never NULL).
 */
static inline const char *boxoffice_setlocale_ctype_utf8(void) {
    const char *chosen = setlocale(LC_CTYPE, "");
    const char *codeset = nl_langinfo(CODESET);
    int is_utf8 = codeset != NULL
        && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
    if (chosen == NULL || !is_utf8) {
        const char *fallback = setlocale(LC_CTYPE, "C.UTF-8");
        if (fallback != NULL) {
            chosen = fallback;
        }
    }
    return chosen != NULL ? chosen : "C";
}

/* ---- EditLine ------------------------------------------------------------------------- */

/** el_init on the process's standard streams. */
static inline EditLine *boxoffice_el_init(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

/** An empty prompt, for a prompt callback with nothing better to return. */
static inline char *boxoffice_empty_prompt(void) {
    static char empty[1] = "";
    return empty;
}

/** EL_PROMPT_ESC: the prompt callback; text between two `delimiter`s is invisible. */
static inline int boxoffice_el_set_prompt(
    EditLine *el, boxoffice_prompt_function prompt, char delimiter) {
    return el_set(el, EL_PROMPT_ESC, prompt, delimiter);
}

/** EL_EDITOR: "emacs" or "vi". */
static inline int boxoffice_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

/** EL_SIGNAL: let libedit restore the terminal on signals and follow window resizes. */
static inline int boxoffice_el_set_signal_handling(EditLine *el, int enabled) {
    return el_set(el, EL_SIGNAL, enabled);
}

/**
 * EL_PREP_TERM: puts the terminal in libedit's editing mode now (el_gets puts it back when it
 * returns). el_gets itself sets that mode only when it reads the first key, after drawing the
 * prompt; a Ctrl-D typed in between is taken by the terminal's line mode as end-of-file and
 * then reaches libedit as a NUL byte, so it would be lost.
 */
static inline int boxoffice_el_prepare_terminal(EditLine *el) {
    return el_set(el, EL_PREP_TERM, 1);
}

/** EL_HIST: Up/Down and searches walk this history. */
static inline int boxoffice_el_set_history(EditLine *el, History *history_list) {
    return el_set(el, EL_HIST, history, history_list);
}

/** EL_ADDFN: makes `command` available to key bindings under `name`. */
static inline int boxoffice_el_add_function(
    EditLine *el, const char *name, const char *help, boxoffice_editor_command command) {
    return el_set(el, EL_ADDFN, name, help, command);
}

/** EL_BIND: binds one key sequence (e.g. "^I") to a named editor command. */
static inline int boxoffice_el_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, NULL);
}

/** EL_CLIENTDATA (set): an opaque pointer the callbacks can get back. */
static inline int boxoffice_el_set_client_data(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

/** EL_CLIENTDATA (get): the pointer set above, or NULL. */
static inline void *boxoffice_el_client_data(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) {
        return NULL;
    }
    return data;
}

/** Writes text to the stream libedit draws on, and flushes it. */
static inline void boxoffice_el_write_output(const char *text) {
    fputs(text, stdout);
    fflush(stdout);
}

/* ---- History -------------------------------------------------------------------------- */

/** H_SETSIZE: keep at most `size` entries. */
static inline int boxoffice_history_set_size(History *history_list, int size) {
    HistEvent event;
    return history(history_list, &event, H_SETSIZE, size);
}

/** H_SETUNIQUE: do not enter a line equal to the previous one. */
static inline int boxoffice_history_set_unique(History *history_list, int unique) {
    HistEvent event;
    return history(history_list, &event, H_SETUNIQUE, unique);
}

/** H_ENTER: appends a line. */
static inline int boxoffice_history_enter(History *history_list, const char *line) {
    HistEvent event;
    return history(history_list, &event, H_ENTER, line);
}

/** H_LOAD: reads a history file; fails (-1) when the file is missing. */
static inline int boxoffice_history_load(History *history_list, const char *path) {
    HistEvent event;
    return history(history_list, &event, H_LOAD, path);
}

/** H_SAVE: rewrites the history file (mode 0600); fails (-1) when its folder is missing. */
static inline int boxoffice_history_save(History *history_list, const char *path) {
    HistEvent event;
    return history(history_list, &event, H_SAVE, path);
}

/* ---- Ctrl-C --------------------------------------------------------------------------- */

/** What the SIGINT handler and the REPL share. */
typedef struct boxoffice_sigint_state {
    /** Set by the handler, cleared by boxoffice_sigint_consume. */
    volatile sig_atomic_t interrupted;
    /** Every press so far, counted by the handler before it sets `interrupted`: a line read marks it. */
    volatile long presses;
    /** Non-zero while a thread waits in el_gets; that thread is `reader`. */
    volatile sig_atomic_t reader_waiting;
    pthread_t reader;
    /** The reader's signal mask before boxoffice_sigint_reader_begin unblocked SIGINT. */
    sigset_t reader_saved_mask;
} boxoffice_sigint_state;

/** The one shared state (weak: the linker keeps a single copy of the function and its static). */
__attribute__((weak)) boxoffice_sigint_state *boxoffice_sigint_shared_state(void) {
    static boxoffice_sigint_state state;
    return &state;
}

/**
 * Sets the flag. A signal goes to any thread of the process; when a thread other than the
 * one waiting in el_gets receives it, it is passed on, so the wait there ends with EINTR.
 */
static inline void boxoffice_sigint_handler(int signal_number) {
    int saved_errno = errno;
    boxoffice_sigint_state *state = boxoffice_sigint_shared_state();
    __atomic_add_fetch(&state->presses, 1, __ATOMIC_SEQ_CST);
    __atomic_store_n(&state->interrupted, 1, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&state->reader_waiting, __ATOMIC_SEQ_CST)) {
        pthread_t reader = state->reader;
        if (!pthread_equal(reader, pthread_self())) {
            pthread_kill(reader, signal_number);
        }
    }
    errno = saved_errno;
}

/**
 * Installs the SIGINT handler without SA_RESTART, so a blocking read (el_gets) returns
 * with EINTR instead of the process dying. Safe to call more than once. Returns 0 or -1.
 */
static inline int boxoffice_sigint_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = boxoffice_sigint_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(SIGINT, &action, NULL);
}

/** How many times Ctrl-C was pressed since the program started. */
static inline long boxoffice_sigint_presses(void) {
    return __atomic_load_n(&boxoffice_sigint_shared_state()->presses, __ATOMIC_SEQ_CST);
}

/**
 * Clears the flag unless a press came after `mark` (a count from boxoffice_sigint_presses): one that
 * lands while it clears counts first, so it is raised again, never lost.
 */
static inline void boxoffice_sigint_forget_up_to(long mark) {
    boxoffice_sigint_state *state = boxoffice_sigint_shared_state();
    if (__atomic_load_n(&state->presses, __ATOMIC_SEQ_CST) != mark) return;
    __atomic_store_n(&state->interrupted, 0, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&state->presses, __ATOMIC_SEQ_CST) != mark) {
        __atomic_store_n(&state->interrupted, 1, __ATOMIC_SEQ_CST);
    }
}

/** Whether Ctrl-C was pressed since the last call (1) or not (0); clears the flag. */
static inline int boxoffice_sigint_consume(void) {
    return __atomic_exchange_n(&boxoffice_sigint_shared_state()->interrupted, 0, __ATOMIC_SEQ_CST);
}

/**
 * Marks the calling thread as the one about to wait in el_gets, and lets SIGINT reach it:
 * libdispatch's worker threads (where an async program's main actor may run) block it.
 */
static inline void boxoffice_sigint_reader_begin(void) {
    boxoffice_sigint_state *state = boxoffice_sigint_shared_state();
    sigset_t interrupt_only;
    sigemptyset(&interrupt_only);
    sigaddset(&interrupt_only, SIGINT);
    state->reader = pthread_self();
    __atomic_store_n(&state->reader_waiting, 1, __ATOMIC_SEQ_CST);
    pthread_sigmask(SIG_UNBLOCK, &interrupt_only, &state->reader_saved_mask);
}

/**
 * Marks the end of the wait in el_gets and restores the thread's signal mask. Returns 1 when
 * a Ctrl-C was pressed but its signal not yet handled (it is taken here, so it will not set
 * the flag later), 0 otherwise.
 *
 * The terminal sends SIGINT to the whole process, and the kernel usually hands it to the main
 * thread, which sets the flag a moment later: a Ctrl-C pressed just after Enter, while libedit
 * finishes the line (its editing mode does not echo `^C`), may still be pending when el_gets
 * returns. Taking it here lets the reader drop that line, as it does the flag.
 */
static inline int boxoffice_sigint_reader_end(void) {
    boxoffice_sigint_state *state = boxoffice_sigint_shared_state();
    sigset_t interrupt_only;
    sigemptyset(&interrupt_only);
    sigaddset(&interrupt_only, SIGINT);
    pthread_sigmask(SIG_BLOCK, &interrupt_only, NULL);  /* sigtimedwait takes blocked signals */
    __atomic_store_n(&state->reader_waiting, 0, __ATOMIC_SEQ_CST);
    struct timespec no_wait = {0, 0};
    int pending = sigtimedwait(&interrupt_only, NULL, &no_wait) == SIGINT;
    pthread_sigmask(SIG_SETMASK, &state->reader_saved_mask, NULL);
    return pending;
}

/* ---- The longest line ---------------------------------------------------------------- */

/** How long a line may grow, and whether a key was dropped because it was that long already. */
typedef struct boxoffice_line_bound {
    volatile size_t characters;
    volatile sig_atomic_t overflowed;
} boxoffice_line_bound;

/** The one bound (weak: the linker keeps a single copy, like the SIGINT state). */
__attribute__((weak)) boxoffice_line_bound *boxoffice_line_bound_state(void) {
    static boxoffice_line_bound bound = {(size_t)-1, 0};
    return &bound;
}

/** Lines stop growing at `characters`: the keys that would make them longer are dropped. */
static inline void boxoffice_el_bound_line(size_t characters) {
    boxoffice_line_bound_state()->characters = characters;
}

/** Whether a key was dropped since the last call (1) or not (0); clears the mark. */
static inline int boxoffice_el_line_overflowed(void) {
    return __atomic_exchange_n(&boxoffice_line_bound_state()->overflowed, 0, __ATOMIC_SEQ_CST);
}

/**
 * Whether `key` would make the line longer than the bound: a pasted line of any length then
 * costs the bound's memory and no more (el_wline reads libedit's buffer without copying it).
 */
static inline int boxoffice_el_line_is_full(EditLine *el, wchar_t key) {
    if (key == L'\n' || key == L'\r') {
        return 0;
    }
    const LineInfoW *line = el_wline(el);
    return line != NULL && (size_t)(line->lastchar - line->buffer) >= boxoffice_line_bound_state()->characters;
}

/* ---- Reading keys (EL_GETCFN) ---------------------------------------------------------- */

/*
 * Why boxoffice has its own key reader. libedit's reader calls read(2) and counts on SIGINT
 * to cut it short (EINTR). A Ctrl-C that arrives before read(2) blocks - while el_gets draws
 * the prompt, or a key is being handled - only sets the flag; read(2) then sleeps through it
 * and the press is lost. This reader instead looks at the flag before each wait, with SIGINT
 * blocked, and waits with pselect(2), which unblocks SIGINT atomically for the wait itself: a
 * press is either seen in the flag or delivered during the wait, which it ends. Either way
 * the reader returns -1 with errno = EINTR, and el_gets returns NULL with count -1, as when
 * libedit's read(2) is interrupted; el_gets has then put the terminal back in its normal mode
 * and libedit's signal handlers back as they were (boxoffice calls el_reset too).
 *
 * The key itself is read without blocking, from a second open file description of the
 * terminal (boxoffice_nonblocking_twin): Ctrl-C also discards the terminal's unread input, so
 * a key that pselect saw may be gone by the time it is read, and a blocking read(2) would
 * then sleep through the Ctrl-C after all.
 */

/**
 * A non-blocking twin of the terminal `fd` reads from: the same terminal opened again with
 * O_NONBLOCK (setting O_NONBLOCK on `fd` itself would change it for the shell as well), or
 * -1 when it cannot be opened; it is opened once and kept (weak: one copy in the process).
 * Called only by the thread in el_gets.
 */
__attribute__((weak)) int boxoffice_nonblocking_twin(int fd) {
    static int twin_of = -1;
    static int twin = -1;
    if (fd == twin_of) {
        return twin;
    }
    char path[256];
    int opened = -1;
    int flags = O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC;
    if (ttyname_r(fd, path, sizeof path) == 0) {
        opened = open(path, flags);
    }
    if (opened < 0) {
        snprintf(path, sizeof path, "/proc/self/fd/%d", fd); /* Linux: opens the terminal anew */
        opened = open(path, flags);
    }
    if (twin >= 0) {
        close(twin);
    }
    twin_of = fd;
    twin = opened;
    return twin;
}

/**
 * Waits until `fd` has input: 0 when it has; -1 with errno = EINTR when Ctrl-C was pressed
 * (the flag is left set, for the REPL to consume); -1 with pselect's errno on failure. `el`,
 * when given, is the line editor waiting for a key; piped input passes NULL.
 */
static inline int boxoffice_wait_for_input(EditLine *el, int fd) {
    if (fd < 0 || fd >= FD_SETSIZE) {
        return 0; /* too high for select's set: the read that follows blocks instead */
    }
    boxoffice_sigint_state *state = boxoffice_sigint_shared_state();
    sigset_t interrupt_only;
    sigemptyset(&interrupt_only);
    sigaddset(&interrupt_only, SIGINT);
    for (;;) {
        /* libedit (EL_SIGNAL) resizes its line on SIGWINCH, but only its own reader arms
         * that handler again once it has run; el_resize is a no-op unless the size changed. */
        if (el != NULL) {
            el_resize(el);
        }
        sigset_t previous;
        pthread_sigmask(SIG_BLOCK, &interrupt_only, &previous);
        if (__atomic_load_n(&state->interrupted, __ATOMIC_SEQ_CST)) {
            pthread_sigmask(SIG_SETMASK, &previous, NULL);
            errno = EINTR;
            return -1;
        }
        sigset_t waiting = previous;
        sigdelset(&waiting, SIGINT);
        fd_set readable;
        FD_ZERO(&readable);
        FD_SET(fd, &readable);
        int ready = pselect(fd + 1, &readable, NULL, NULL, NULL, &waiting);
        int wait_errno = errno;
        pthread_sigmask(SIG_SETMASK, &previous, NULL);
        if (ready > 0) {
            return 0;
        }
        if (ready < 0 && wait_errno != EINTR) {
            errno = wait_errno;
            return -1;
        }
        /* Cut short by a signal: SIGINT (the flag is set; the next turn returns) or another
         * one, such as SIGWINCH; pselect is never restarted, whatever SA_RESTART says. */
    }
}

/**
 * The key reader for EL_GETCFN: one character from the terminal, decoded from UTF-8 (or the
 * locale's encoding) as libedit's own reader does. Returns 1 with the character in *key, 0 at
 * end of input, or -1 with errno set (EINTR: Ctrl-C was pressed). Bytes that do not decode
 * are skipped, as libedit does, never passed on.
 */
static inline int boxoffice_el_read_key(EditLine *el, wchar_t *key) {
    FILE *input = NULL;
    int fd = el_get(el, EL_GETFP, 0, &input) == 0 && input != NULL ? fileno(input) : STDIN_FILENO;
    /* libedit swaps in its own SIGINT handler during el_gets (EL_SIGNAL); it resets the
     * terminal and sends SIGINT to the process group again, to reach this one. Meanwhile the
     * press is neither pending nor in the flag; ours is put back at once instead (libedit's
     * bookkeeping already records ours as the one to restore when el_gets ends). */
    boxoffice_sigint_install();
    int twin = boxoffice_nonblocking_twin(fd);
    int source = twin >= 0 ? twin : fd; /* without a twin, a blocking read (rarely, the race) */
    char bytes[MB_LEN_MAX];
    size_t count = 0;
    *key = L'\0';
    for (;;) {
        if (boxoffice_wait_for_input(el, fd) != 0) {
            return -1;
        }
        ssize_t got = read(source, bytes + count, 1);
        if (got < 0) {
            if (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) {
                continue; /* interrupted, or the input was discarded: wait (and look) again */
            }
            return -1;
        }
        if (got == 0) {
            return 0;
        }
        count += 1;
        /* Decode what has been read so far from a fresh state each time, like libedit: UTF-8
         * keeps no state between characters, and a character is never split across calls. */
        for (;;) {
            mbstate_t shift;
            memset(&shift, 0, sizeof shift);
            size_t used = mbrtowc(key, bytes, count, &shift);
            if (used == (size_t)-2) {
                if (count == sizeof bytes) {
                    count = 0; /* cannot happen with UTF-8; start afresh rather than overflow */
                }
                break; /* incomplete: read another byte */
            }
            if (used == (size_t)-1) {
                if (count > 1) {
                    /* An invalid sequence: drop it, but its last byte may begin a character. */
                    bytes[0] = bytes[count - 1];
                    count = 1;
                    continue;
                }
                count = 0; /* an invalid byte: drop it */
                break;
            }
            count = 0;
            if (boxoffice_el_line_is_full(el, *key)) {
                /* The line will be refused whole on Enter; until then it must not grow. */
                __atomic_store_n(&boxoffice_line_bound_state()->overflowed, 1, __ATOMIC_SEQ_CST);
                break;
            }
            return 1;
        }
    }
}

/** EL_GETCFN: makes libedit read keys through boxoffice_el_read_key. */
static inline int boxoffice_el_use_interruptible_reader(EditLine *el) {
    return el_set(el, EL_GETCFN, boxoffice_el_read_key);
}

/* ---- Terminal ------------------------------------------------------------------------- */

/** The width of the terminal on `fd` in columns (ioctl TIOCGWINSZ), or 0 when unknown. */
static inline int boxoffice_terminal_columns(int fd) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) {
        return 0;
    }
    return size.ws_col;
}

/** The height of the terminal on `fd` in rows (ioctl TIOCGWINSZ), or 0 when unknown. */
static inline int boxoffice_terminal_rows(int fd) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) {
        return 0;
    }
    return size.ws_row;
}

/* ---- Window resizes (SIGWINCH) --------------------------------------------------------- */

/** The flag the SIGWINCH handler raises (weak: one copy in the process, like the SIGINT state). */
__attribute__((weak)) volatile sig_atomic_t *boxoffice_sigwinch_flag(void) {
    static volatile sig_atomic_t resized;
    return &resized;
}

static inline void boxoffice_sigwinch_handler(int signal_number) {
    (void)signal_number;
    __atomic_store_n(boxoffice_sigwinch_flag(), 1, __ATOMIC_SEQ_CST);
}

/**
 * Installs a SIGWINCH handler that only raises a flag, with SA_RESTART so no read is cut
 * short. libedit (EL_SIGNAL) chains to it after resizing its own line. Returns 0 or -1.
 */
static inline int boxoffice_sigwinch_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = boxoffice_sigwinch_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return sigaction(SIGWINCH, &action, NULL);
}

/** Whether the window was resized since the last call (1) or not (0); clears the flag. */
static inline int boxoffice_sigwinch_consume(void) {
    return __atomic_exchange_n(boxoffice_sigwinch_flag(), 0, __ATOMIC_SEQ_CST);
}

/** Ignores SIGPIPE, so a pager that quits early does not end the program. */
static inline void boxoffice_ignore_sigpipe(void) {
    signal(SIGPIPE, SIG_IGN);
}

/* ---- The pager ----------------------------------------------------------------------- */

/**
 * Starts `shell -c command` with a pipe on its standard input and returns its pid (or -1),
 * the pipe's writing end in *input. The child stays in this process group, so it is in the
 * terminal's foreground and may read keys from it (a pager in a group of its own would be
 * stopped by SIGTTIN); its signal mask is cleared and SIGPIPE and SIGINT are set to default.
 */
static inline pid_t boxoffice_spawn_with_input(const char *shell, const char *command, int *input) {
    int fds[2];
    if (pipe(fds) != 0) {
        return -1;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[0], 0);
    posix_spawn_file_actions_addclose(&actions, fds[0]);
    posix_spawn_file_actions_addclose(&actions, fds[1]);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t none, defaults;
    sigemptyset(&none);
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    sigaddset(&defaults, SIGINT);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    char *argv[] = {(char *)shell, (char *)"-c", (char *)command, NULL};
    pid_t pid = -1;
    int failed = posix_spawn(&pid, shell, &actions, &attributes, argv, environ);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    close(fds[0]);
    if (failed != 0) {
        close(fds[1]);
        return -1;
    }
    *input = fds[1];
    return pid;
}

/** Waits for `pid` to end; its exit status, 128 + the signal that ended it, or -1. */
static inline int boxoffice_wait_for_exit(pid_t pid) {
    int status = 0;
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR) {
            return -1;
        }
    }
    if (WIFEXITED(status)) {
        return WEXITSTATUS(status);
    }
    return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : -1;
}

/** Closes a file descriptor. */
static inline int boxoffice_close(int fd) {
    return close(fd);
}

/** Whether `fd` is a terminal (1) or not (0). */
static inline int boxoffice_is_terminal(int fd) {
    return isatty(fd);
}

#endif /* BOXOFFICE_CEDITLINE_SHIM_H */
