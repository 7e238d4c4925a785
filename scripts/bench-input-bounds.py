#!/usr/bin/env python3
"""Measures boxoffice against input past its bounds and against a hostile MCP client.

  scripts/bench-input-bounds.py [BINARY]      (default .build/release/boxoffice)

Prints one line a figure (BENCHMARKS.md, "Input bounds and hostile MCP clients", has them): a 200 MB
line and 100 MB of /dev/zero piped to the prompt (time and peak memory), a 1 MB line of words at the
prompt, one-shot and as an MCP tool argument, and boxoffice mcp's memory under a client that never
reads, its end after its client dies, and its answers to odd ids. Runs on the demo data.
"""
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/release/boxoffice"
ENV = dict(os.environ, HOME=tempfile.mkdtemp(prefix="boxoffice-bench-"), LANG="C.UTF-8")
ENV.pop("KOBIS_API_KEY", None)
INIT = ('{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18",'
        '"capabilities":{},"clientInfo":{"name":"bench","version":"1"}}}\n'
        '{"jsonrpc":"2.0","method":"notifications/initialized"}\n')


def measured(arguments, feed):
    """Runs BINARY with `feed(stdin)` writing its input; seconds taken, its own peak memory (MiB), exit status."""
    start = time.monotonic()
    child = subprocess.Popen([BINARY, "--demo", "--lang", "en"] + arguments, stdin=subprocess.PIPE,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV)
    try:
        feed(child.stdin)
        child.stdin.close()
    except BrokenPipeError:
        pass
    _, status, usage = os.wait4(child.pid, 0)
    return time.monotonic() - start, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


def chunks(total, byte):
    piece = byte * (1 << 20)
    return lambda pipe: [pipe.write(piece[: min(len(piece), total - done)]) for done in range(0, total, len(piece))]


def report(name, seconds, peak, status):
    print(f"{name}: {seconds:.2f} s, peak {peak:.1f} MiB, exit {status}")


def status_kib(pid, key):
    try:
        with open(f"/proc/{pid}/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith(key))
    except (OSError, StopIteration):
        return None


def server():
    child = subprocess.Popen([BINARY, "mcp", "--demo", "--lang", "en"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, env=ENV, bufsize=0)
    child.stdin.write(INIT.encode())
    child.stdout.readline()
    return child


def writer(child, data, progress):
    signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGPIPE])
    try:
        while progress["written"] < len(data):
            progress["written"] += os.write(child.stdin.fileno(), data[progress["written"]:][:65536])
            progress["at"] = time.monotonic()
    except OSError:
        pass


def pings(count):
    return "".join('{"jsonrpc":"2.0","id":%d,"method":"ping"}\n' % n for n in range(1, count + 1)).encode()


def never_reads():
    child = server()
    before = status_kib(child.pid, "VmHWM:")
    progress = {"written": 0, "at": time.monotonic()}
    threading.Thread(target=writer, args=(child, pings(200_000), progress), daemon=True).start()
    peak = before
    while child.poll() is None:
        peak = status_kib(child.pid, "VmHWM:") or peak
        time.sleep(0.05)
    print(f"mcp, a client that writes 200,000 pings and never reads: the server read {progress['written']:,} bytes, "
          f"VmHWM {before / 1024:.1f} -> {peak / 1024:.1f} MiB, ended with status {child.returncode} "
          f"{time.monotonic() - progress['at']:.1f} s after its client's last byte went in")


def dies(line, count, label):
    child = server()
    threading.Thread(target=writer, args=(child, "".join(line % n for n in range(1, count + 1)).encode(),
                                          {"written": 0, "at": 0}), daemon=True).start()
    time.sleep(1)
    start = time.monotonic()
    child.stdout.close()
    child.stdin.close()
    child.wait()
    print(f"mcp, a client that dies with {count:,} {label} sent: "
          f"the server ended {(time.monotonic() - start) * 1000:.0f} ms later, status {child.returncode}")


def odd_ids():
    ids = ["1.5", "1180591620717411303424", "1e2", "-0", '"s\\u00e9"', "{}", "[]", "true", "null"]
    lines = INIT + "".join('{"jsonrpc":"2.0","id":%s,"method":"ping"}\n' % i for i in ids)
    done = subprocess.run([BINARY, "mcp", "--demo", "--lang", "en"], input=lines.encode(), capture_output=True,
                          env=ENV, timeout=60)
    for line in done.stdout.decode().splitlines():
        if '"id":0,' not in line:
            print("mcp, odd id:", line)


def words_argument():
    child = server()
    movie = " ".join("w%d" % n for n in range(140_000))[:1_000_000]
    call = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                       "params": {"name": "trend", "arguments": {"movie": movie}}}) + "\n"
    start = time.monotonic()
    child.stdin.write(call.encode() + b'{"jsonrpc":"2.0","id":2,"method":"ping"}\n')
    answers = [child.stdout.readline(), child.stdout.readline()]
    print(f"mcp, trend with a 1 MB movie of {len(movie.split()):,} words: both answers in "
          f"{time.monotonic() - start:.3f} s ({answers[1][:80]!r}…)")
    child.stdin.close()
    child.wait()


def main():
    report("for comparison: `date 20220105` piped", *measured([], lambda pipe: pipe.write(b"date 20220105\n")))
    report("a 200 MB line piped, then `date 20220105`",
           *measured([], lambda pipe: (chunks(200_000_000, b"x")(pipe), pipe.write(b"\ndate 20220105\n"))))
    report("head -c 100M /dev/zero | boxoffice", *measured([], chunks(100 << 20, b"\0")))
    words = " ".join("w%d" % n for n in range(140_000)).encode()
    report("a 1 MB line of 140,000 words to trend, piped", *measured([], lambda pipe: pipe.write(b"trend " + words + b"\n")))
    report("a 64 KB line of 9,000 words to trend, piped",
           *measured([], lambda pipe: pipe.write(b"trend " + words[:58_000].rsplit(b" ", 1)[0] + b"\n")))
    report("one-shot trend with 1 MB of words (60,000)",
           *measured(["trend"] + ["word%012d" % n for n in range(60_000)], lambda pipe: None))
    words_argument()
    odd_ids()
    never_reads()
    dies('{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"daily","arguments":{}}}\n', 20_000, "daily calls")
    dies('{"jsonrpc":"2.0","id":%d,"method":"ping"}\n', 20_000, "pings")


main()
