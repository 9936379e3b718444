"""Runs sift-demo in a pseudo-terminal, types keys, and reports what a person would see.

Usage: pty_session.py EXECUTABLE STEP...  Each STEP is either keys to type ("\\x03" style
escapes are decoded) or "wait:TEXT", which waits (up to 30 s) until TEXT has been written since
the previous step. Prints a JSON object: the exit status, whether the terminal's settings after
exit equal those before start, the text written (escapes kept), and the waits that timed out.
"""
import json
import os
import pty
import select
import sys
import termios
import time


def main():
    executable, keys = sys.argv[1], sys.argv[2:]
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.execv(executable, [executable])
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

    missed = []
    mark = 0
    for step in keys:
        if step.startswith("wait:"):
            text = step[len("wait:"):].encode("utf-8")
            end = time.time() + 30
            while text not in output[mark:] and time.time() < end:
                if not drain(0.05):
                    break
            if text not in output[mark:]:
                missed.append(step)
            mark = len(output)
        else:
            mark = len(output)
            os.write(fd, step.encode("utf-8").decode("unicode_escape").encode("latin-1"))
    status = None
    while time.time() < deadline:
        done, code = os.waitpid(pid, os.WNOHANG)
        if done:
            status = os.WEXITSTATUS(code) if os.WIFEXITED(code) else -os.WTERMSIG(code)
            break
        drain(0.1)
    if status is None:
        os.kill(pid, 9)
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
    }))


main()
