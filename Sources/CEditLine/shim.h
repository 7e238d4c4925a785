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
 */
#ifndef BOXOFFICE_CEDITLINE_SHIM_H
#define BOXOFFICE_CEDITLINE_SHIM_H

#include <errno.h>
#include <histedit.h>
#include <langinfo.h>
#include <locale.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

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
 * one waiting in el_gets receives it, it is passed on, so the read there ends with EINTR.
 */
static inline void boxoffice_sigint_handler(int signal_number) {
    int saved_errno = errno;
    boxoffice_sigint_state *state = boxoffice_sigint_shared_state();
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

/** Marks the end of the wait in el_gets and restores the thread's signal mask. */
static inline void boxoffice_sigint_reader_end(void) {
    boxoffice_sigint_state *state = boxoffice_sigint_shared_state();
    __atomic_store_n(&state->reader_waiting, 0, __ATOMIC_SEQ_CST);
    pthread_sigmask(SIG_SETMASK, &state->reader_saved_mask, NULL);
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
