"""Runs sift-demo in a pseudo-terminal, types keys, and reports what a person would see.

Usage: pty_session.py [--size ROWSxCOLUMNS] [--arg ARGUMENT]... EXECUTABLE STEP...

Each STEP is either keys to type ("\\x03" style escapes are decoded; any length, written while
the output is drained, as a paste arrives), "wait:TEXT", which waits until TEXT has been written
since the previous step (after a wait: since the text it matched), or "signal:NAME", which sends
the signal (INT, TERM, …) to the program. A wait gives up after 120 s: a bound for a failing
run, not a measure (a debug build on a slow, busy machine took over 30 s to load tedtalks).

Prints a JSON object: the exit status (minus the signal number when a signal ended it), whether
the terminal's settings after exit equal those before start, the text written (escapes kept),
the waits that timed out, and the seconds from the start of the last step that types or
signals to the exit, and to the alternate screen's end (the terminal handed back: the time a
person waits, without the process's own teardown, which the sanitizers make long).
"""
import fcntl
import json
import os
import pty
import select
import signal
import struct
import sys
import termios
import time


def main():
    arguments = sys.argv[1:]
    size = (24, 80)
    if arguments[0] == "--size":
        rows, columns = arguments[1].split("x")
        size = (int(rows), int(columns))
        arguments = arguments[2:]
    program_arguments = []
    while arguments[0] == "--arg":
        program_arguments.append(arguments[1])
        arguments = arguments[2:]
    executable, keys = arguments[0], arguments[1:]
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", size[0], size[1], 0, 0))
        os.execv(executable, [executable] + program_arguments)
    # Settings of the terminal as the program found it (the child has not changed them yet
    # only if we read them at once; pty.fork gives a cooked terminal).
    before = termios.tcgetattr(fd)
    output = b""
    deadline = time.time() + 20

    def drain(seconds):
        nonlocal output
        end = time.time() + seconds
        while time.time() < end:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    return False
                if not chunk:
                    return False
                output += chunk
        return True

    def send(data):
        # Writes while draining the output, so that neither side blocks on a full buffer.
        nonlocal output
        while data:
            readable, writable, _ = select.select([fd], [fd], [], 1)
            if readable:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                output += chunk
            if writable:
                written = os.write(fd, data[:1024])
                data = data[written:]

    missed = []
    mark = 0
    last_step = time.time()
    for step in keys:
        if step.startswith("wait:"):
            text = step[len("wait:"):].encode("utf-8")
            end = time.time() + 120
            while text not in output[mark:] and time.time() < end:
                if not drain(0.05):
                    break
            if text not in output[mark:]:
                missed.append(step)
                mark = len(output)
            else:
                # The next wait looks after this match, not after all that has been read: the
                # same read may have brought what it waits for too.
                mark = output.index(text, mark) + len(text)
        elif step.startswith("signal:"):
            mark = len(output)
            last_step = time.time()
            os.kill(pid, getattr(signal, "SIG" + step[len("signal:"):]))
        else:
            mark = len(output)
            last_step = time.time()
            send(step.encode("utf-8").decode("unicode_escape").encode("latin-1"))
    status = None
    exit_seconds = None
    restored_seconds = None
    leave = b"\x1b[?1049l"
    deadline = max(deadline, time.time() + 10)
    while time.time() < deadline:
        if restored_seconds is None and leave in output[mark:]:
            restored_seconds = time.time() - last_step
        done, code = os.waitpid(pid, os.WNOHANG)
        if done:
            status = os.WEXITSTATUS(code) if os.WIFEXITED(code) else -os.WTERMSIG(code)
            exit_seconds = time.time() - last_step
            break
        drain(0.02)
    if status is None:
        os.kill(pid, 9)
    # What the program wrote just before it exited may still be unread.
    drain(0.5)
    try:
        after = termios.tcgetattr(fd)
        restored = after[3] == before[3]
    except termios.error:
        restored = None
    print(json.dumps({
        "status": status,
        "restored": restored,
        "output": output.decode("utf-8", "replace"),
        "missed": missed,
        "exitSeconds": exit_seconds,
        "restoredSeconds": restored_seconds if restored_seconds is not None else exit_seconds,
    }))


main()
