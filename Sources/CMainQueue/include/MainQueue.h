// Nothing to call: MainQueue.c installs its drain of the main queue before main runs.
