// The main thread drains the main dispatch queue itself, so `async` main never calls dispatch_main().
//
// Swift's `async` main hands the main thread to dispatch_main(), which ends that thread with
// pthread_exit(): glibc unwinds its stack, and looking up each frame's unwind entry read ~1 MiB of the
// binary's .eh_frame_hdr and .eh_frame at every run for nothing. The Swift runtime lets a program drain
// the main queue its own way (swift_task_asyncMainDrainQueue_hook); this one does what CoreFoundation's
// run loop does on Linux: wait on the queue's eventfd and run what was enqueued, on the main thread.
#include <errno.h>
#include <poll.h>
#include <stddef.h>
#include <sys/eventfd.h>

typedef void (*DrainOriginal)(void) __attribute__((swiftcall));
typedef void (*DrainOverride)(DrainOriginal) __attribute__((swiftcall));
extern void (*swift_task_asyncMainDrainQueue_hook)(DrainOriginal, DrainOverride) __attribute__((swiftcall));

// libdispatch's interface for run loops (CoreFoundation's), exported by libdispatch on Linux.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

__attribute__((swiftcall, noreturn)) static void drainOnMainThread(DrainOriginal original, DrainOverride override) {
    (void)original;
    (void)override;
    int wakeUp = _dispatch_get_main_queue_handle_4CF();
    for (;;) {
        _dispatch_main_queue_callback_4CF(NULL);
        struct pollfd ready = {.fd = wakeUp, .events = POLLIN};
        while (poll(&ready, 1, -1) < 0 && errno == EINTR) {
        }
        // Read before the drain: a job enqueued during it writes the eventfd again, and is not missed.
        eventfd_t pending;
        (void)eventfd_read(wakeUp, &pending);
    }
}

__attribute__((constructor)) static void installMainQueueDrain(void) {
    swift_task_asyncMainDrainQueue_hook = drainOnMainThread;
}
