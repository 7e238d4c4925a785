/*
 * A stand-in for a machine too busy to get from drawing the prompt to waiting for a key, for
 * scripts/pty-drive.py: preloaded (LD_PRELOAD), it sleeps 150 ms after every fflush of
 * standard output, so a Ctrl-C sent as soon as the prompt shows arrives before libedit waits
 * for a key. Build: cc -shared -fPIC -o slow-flush.so slow-flush.c -ldl
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <time.h>

int fflush(FILE *stream) {
    static int (*real_fflush)(FILE *);
    if (real_fflush == NULL) {
        real_fflush = (int (*)(FILE *))dlsym(RTLD_NEXT, "fflush");
        if (real_fflush == NULL) {
            return EOF;
        }
    }
    int result = real_fflush(stream);
    if (stream == stdout) {
        struct timespec left = {0, 150 * 1000 * 1000};
        while (nanosleep(&left, &left) != 0 && errno == EINTR) {
            /* the whole pause, whatever signal comes */
        }
    }
    return result;
}
