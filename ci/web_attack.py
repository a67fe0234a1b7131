"""`oracle web` attacked as an attacker on the same machine would (127.0.0.1 only), each attack bounded in
count and time and ended by this script: the server stays up, a normal request during each attack is
answered within 100 ms (the middle of three), and the connections an attack holds are closed within the
server's limits (docs/web.md, "Limits"), counted one by one.

- half-sent requests: 3,000 connections that send half a request's headers and then nothing; all closed
  when the header limit has passed since each opened;
- slow bodies: 200 connections whose body stops half-way, 20 whose body trickles a byte at a time; each
  answered 408 `timeout` and closed at the body limit;
- idle connections: 200 kept-alive connections that asked once and then say nothing; closed at the header
  limit after their answer;
- a flood beyond the cap: a server with a cap of 100 connections, 100 held, then 1,000 more: each answered
  503 `busy` at once and closed (or, while 256 busy answers are under way, closed at once unanswered, as
  a server slower than the flood on a loaded machine does); once the held ones are closed, a normal request is answered again;
- bodies at and over 1 MiB (with and without a Content-Length), deeply nested and huge JSON, requests with
  thousands of moves and a record of thousands of games: each answered (200, 400, 413, or 503 `timeout`
  at the request limit) within the request limit;
- an answer whose work takes longer than the request limit: answered 503 `timeout` at the limit.

The script raises its soft limit on open files (it holds 3,000 sockets; the server, started by it,
inherits the limit). Prints one line per check and ends with "N passed, N failed"; exit 1 on a failure.
The first attack whose checks fail runs once more and its second run counts; the failures of both runs
are named again just before the last line.

Usage: web_attack.py ORACLE_BINARY
"""

import http.client
import json
import resource
import selectors
import signal
import socket
import subprocess
import sys
import threading
import time

HEADER_S = 2  # --header-timeout (also the idle limit)
BODY_S = 2  # --body-timeout
REQUEST_S = 5  # --request-timeout
HELD = 3000  # half-sent requests held at once
NORMAL_MS = 100  # a normal request during an attack is answered within this
# What a close may come after its limit: the server's timer runs from its accept, this script measures from
# its connect, and thousands of closes at one instant are read one by one here.
SLACK_S = 0.5
MIB = 1 << 20
WHOLE_RUN_S = 120  # the script stops itself after this, whatever happens

passed = 0
failed = 0
failures = []  # the checks failed in this attack's run, named again at the end


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
        print(f"ok    {what}", flush=True)
    else:
        failed += 1
        failures.append(what)
        print(f"FAIL  {what}", flush=True)


class Server:
    """An `oracle web` process on 127.0.0.1 with a free port, stopped by `stop`."""

    def __init__(self, binary, *options):
        self.process = subprocess.Popen(
            [binary, "web", "--listen", "127.0.0.1:0", *options],
            stdout=subprocess.PIPE,
            text=True,
        )
        line = self.process.stdout.readline()
        if "http://" not in line:
            raise SystemExit(f"oracle web did not say where it serves: {line!r}")
        host, port = line.split("http://")[1].split("/")[0].rsplit(":", 1)
        self.addr = (host, int(port))

    def alive(self):
        return self.process.poll() is None

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def post(addr, body, headers=None, timeout=REQUEST_S + 5):
    """POST /api on a new connection: (status, elapsed ms, reply bytes)."""
    started = time.perf_counter()
    c = http.client.HTTPConnection(*addr, timeout=timeout)
    try:
        c.request("POST", "/api", body=body, headers=headers or {"Content-Type": "application/json"})
        r = c.getresponse()
        data = r.read()
        return r.status, (time.perf_counter() - started) * 1000, data
    finally:
        c.close()


def normal_requests(addr, during, want_status=200, want_kind=None):
    """Three normal requests (`hello`) one after another, each answered; the middle time of the three within
    NORMAL_MS (one of three may meet the machine's other work: all three are printed)."""
    times = []
    for i in range(3):
        try:
            status, ms, data = post(addr, json.dumps({"id": i, "op": "hello"}))
        except OSError as e:
            check(False, f"during {during}: a normal request failed: {e}")
            return
        reply = json.loads(data)
        kind = reply.get("error", {}).get("kind") if isinstance(reply.get("error"), dict) else None
        if status != want_status or kind != want_kind:
            check(False, f"during {during}: a normal request got {status} {data[:200]!r}")
            return
        times.append(ms)
    what = "answered" if want_kind is None else f"answered {want_status} `{want_kind}`"
    check(
        sorted(times)[1] < NORMAL_MS,
        f"during {during}: normal requests {what} in "
        + ", ".join(f"{t:.1f}" for t in times)
        + f" ms (the middle one within {NORMAL_MS} ms)",
    )


def open_connections(addr, n, first_bytes):
    """n connections, each sending `first_bytes` (if any): [(socket, time it was open)]."""
    out = []
    for _ in range(n):
        s = socket.create_connection(addr, timeout=5)
        opened = time.perf_counter()
        if first_bytes:
            s.sendall(first_bytes)
        out.append((s, opened))
    return out


def read_answer(s):
    """One HTTP answer on a blocking socket: its bytes (head and body), or what came before the close."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = s.recv(65536)
        if not chunk:
            return data
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    while len(body) < length:
        chunk = s.recv(65536)
        if not chunk:
            break
        body += chunk
    return head + b"\r\n\r\n" + body


def request_bytes(body):
    return (
        b"POST /api HTTP/1.1\r\nHost: oracle\r\nContent-Type: application/json\r\n"
        + f"Content-Length: {len(body)}\r\n\r\n".encode()
        + body
    )


def await_closes(conns, deadline):
    """Reads every connection until the server closes it or `deadline` (perf_counter) passes: for each,
    (seconds from its opening to its close or None, the bytes received)."""
    sel = selectors.DefaultSelector()
    got = {}
    for i, (s, _) in enumerate(conns):
        s.setblocking(False)
        sel.register(s, selectors.EVENT_READ, i)
        got[i] = [None, b""]
    open_ = len(conns)
    while open_ and time.perf_counter() < deadline:
        for key, _ in sel.select(timeout=max(0.0, min(0.05, deadline - time.perf_counter()))):
            i = key.data
            s, opened = conns[i]
            try:
                data = s.recv(65536)
            except BlockingIOError:
                continue
            except OSError:
                data = b""
            if data:
                got[i][1] += data
                continue
            got[i][0] = time.perf_counter() - opened
            sel.unregister(s)
            open_ -= 1
    sel.close()
    for s, _ in conns:
        s.close()
    return [tuple(got[i]) for i in range(len(conns))]


class Watch:
    """`await_closes` on a thread of its own, started at once, so that every close is seen when it happens
    while this script does other things (normal requests, more connections)."""

    def __init__(self, conns, limit):
        self.out = []
        deadline = conns[-1][1] + limit + SLACK_S + 1
        self.thread = threading.Thread(target=lambda: self.out.append(await_closes(conns, deadline)))
        self.thread.start()

    def results(self):
        self.thread.join()
        return self.out[0]


def count_closes(results, limit, what, answer=None):
    """Checks that every connection was closed within `limit` (+ SLACK_S) and not before it, and, if
    `answer` is given, that what each received starts with it."""
    closed = [t for t, _ in results if t is not None]
    in_time = [t for t in closed if limit - 0.05 <= t <= limit + SLACK_S]
    detail = (
        f"{len(in_time)} of {len(results)} closed {limit} s after they opened"
        + (f" (from {min(closed):.2f} s to {max(closed):.2f} s)" if closed else "")
        + f", {len(results) - len(closed)} still open"
    )
    check(len(in_time) == len(results), f"{what}: {detail}")
    if answer is not None:
        right = sum(1 for _, data in results if data.startswith(answer))
        check(right == len(results), f"{what}: {right} of {len(results)} answered {answer.decode()!r}")


def half_sent_requests(binary):
    server = Server(binary, *limits(), "--max-connections", str(HELD + 500))
    try:
        conns = open_connections(server.addr, HELD, b"POST /api HTTP/1.1\r\nHost: oracle\r\nContent-")
        opened_in = time.perf_counter() - conns[0][1]
        watch = Watch(conns, HEADER_S)
        print(f"      {HELD} half-sent requests held (opened in {opened_in:.2f} s)", flush=True)
        normal_requests(server.addr, f"{HELD} half-sent requests")
        count_closes(watch.results(), HEADER_S, f"{HELD} half-sent requests")
        check(server.alive(), "after the half-sent requests the server is up")
    finally:
        server.stop()


def slow_and_idle(binary):
    """Slow bodies and idle kept-alive connections at once, each counted apart."""
    server = Server(binary, *limits())
    try:
        head = b"POST /api HTTP/1.1\r\nHost: oracle\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n"
        stalled = open_connections(server.addr, 200, head + b'{"id":1,"op":')
        trickling = open_connections(server.addr, 20, head)
        stop = threading.Event()

        def trickle():
            while not stop.is_set():
                for s, _ in trickling:
                    try:
                        s.send(b" ")
                    except OSError:
                        pass
                stop.wait(0.2)

        t = threading.Thread(target=trickle, daemon=True)
        t.start()
        slow = stalled + trickling
        slow_watch = Watch(slow, BODY_S)
        idle = []
        for s, _ in open_connections(server.addr, 200, b""):
            s.sendall(request_bytes(json.dumps({"id": 1, "op": "hello"}).encode()))
            if b'"rulesets"' in read_answer(s):
                idle.append((s, time.perf_counter()))
        check(len(idle) == 200, f"200 kept-alive connections asked once: {len(idle)} answered")
        idle_watch = Watch(idle, HEADER_S)
        normal_requests(server.addr, "220 slow bodies and 200 idle kept-alive connections")
        slow_results = slow_watch.results()
        stop.set()
        t.join()
        count_closes(slow_results, BODY_S, "220 slow bodies (200 stopped, 20 trickling)", b"HTTP/1.1 408")
        count_closes(idle_watch.results(), HEADER_S, "200 idle kept-alive connections, from their answer")
        check(server.alive(), "after the slow and idle connections the server is up")
    finally:
        server.stop()


def flood_beyond_the_cap(binary):
    cap = 100
    busy_answers = 256  # oracle::web::limits::BUSY_ANSWERS
    server = Server(binary, *limits(), "--max-connections", str(cap))
    try:
        held = open_connections(server.addr, cap, b"")
        held_watch = Watch(held, HEADER_S)
        time.sleep(0.1)  # the server has accepted them: the cap is full
        hello = request_bytes(json.dumps({"id": 1, "op": "hello"}).encode())
        flood = open_connections(server.addr, 1000, hello)
        results = await_closes(flood, flood[-1][1] + 1)
        # Each is answered `busy` and closed, or, while busy_answers of them are being answered at once
        # (a server slower than the flood, on a loaded machine), closed at once unanswered: never held.
        closed = [t for t, _ in results if t is not None and t < 1]
        busy = [t for t, data in results if t is not None and t < 1 and b'"kind":"busy"' in data]
        unanswered = sum(1 for t, data in results if t is not None and t < 1 and not data)
        check(
            len(closed) == len(flood)
            and len(busy) + unanswered == len(flood)
            and len(busy) >= min(busy_answers, len(flood))
            and all(d.startswith(b"HTTP/1.1 503") for _, d in results if d),
            f"1000 requests beyond a cap of {cap} connections: {len(closed)} closed within a second, "
            + f"{len(busy)} answered 503 `busy` (at least {busy_answers}), {unanswered} closed unanswered"
            + (f" (the slowest after {max(closed) * 1000:.1f} ms)" if closed else ""),
        )
        normal_requests(server.addr, f"the cap of {cap} full", want_status=503, want_kind="busy")
        # Half-sent requests beyond the cap: the first BUSY_ANSWERS wait for their headers within the header
        # limit, the rest are closed at once, unanswered.
        beyond = open_connections(server.addr, busy_answers + 100, b"POST /api HTTP/1.1\r\nHost: oracle\r\n")
        results = await_closes(beyond, beyond[-1][1] + HEADER_S + SLACK_S + 1)
        count_closes(held_watch.results(), HEADER_S, f"the {cap} connections holding the cap")
        count_closes(results[:busy_answers], HEADER_S, f"{busy_answers} half-sent beyond the cap")
        at_once = [t for t, data in results[busy_answers:] if t is not None and t < 0.5 and not data]
        check(len(at_once) == 100, f"the next 100 half-sent: {len(at_once)} of 100 closed at once, unanswered")
        normal_requests(server.addr, "after the cap's connections were closed")
        check(server.alive(), "after the flood the server is up")
    finally:
        server.stop()


def over_size_declared(addr):
    """A Content-Length of 1 MiB and a byte: answered 413 from the headers, before the body is sent (a client
    sending the body anyway may meet the close before it reads the 413, as with the chunked body below)."""
    started = time.perf_counter()
    s = socket.create_connection(addr, timeout=REQUEST_S + 5)
    try:
        s.sendall(b"POST /api HTTP/1.1\r\nHost: oracle\r\nContent-Length: %d\r\n\r\n" % (MIB + 1))
        answer = read_answer(s)
    except OSError as e:
        answer = repr(e).encode()
    finally:
        s.close()
    ms = (time.perf_counter() - started) * 1000
    check(
        answer.startswith(b"HTTP/1.1 413") and ms < NORMAL_MS,
        f"a Content-Length of 1 MiB and a byte, no body sent: {answer[:12]!r} in {ms:.1f} ms",
    )


def over_size_chunked(addr):
    """8 MiB sent in chunks with no Content-Length: the server answers 413 after 1 MiB and closes; the client
    sees the 413 or, still sending when the server closed, a reset (Linux drops what it had not read). Either
    way the server must stop it well before the 8 MiB are sent."""
    started = time.perf_counter()
    s = socket.create_connection(addr, timeout=REQUEST_S + 5)
    sent = 0
    try:
        s.sendall(b"POST /api HTTP/1.1\r\nHost: oracle\r\nTransfer-Encoding: chunked\r\n\r\n")
        piece = b" " * (64 * 1024)
        for _ in range(128):
            s.sendall(b"%x\r\n%s\r\n" % (len(piece), piece))
            sent += len(piece)
        s.sendall(b"0\r\n\r\n")
        answer = read_answer(s)
    except OSError as e:
        answer = repr(e).encode()
    finally:
        s.close()
    ms = (time.perf_counter() - started) * 1000
    ok = answer.startswith(b"HTTP/1.1 413") or (b"Error" in answer and sent < 8 * MIB)
    check(ok, f"8 MiB chunked: {answer[:40]!r} after {sent // 1024} KiB sent, in {ms:.0f} ms")


def big_requests(binary):
    """Large, nested and long requests, four at a time, with normal requests between them."""
    server = Server(binary, *limits())
    hello = b'{"id":1,"op":"hello"}'
    knights = ["g1f3", "g8f6", "f3g1", "f6g8"] * 15000
    fools_mate = '[Variant "fide"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n'
    cases = [
        # (what, body, extra headers, statuses allowed)
        ("a body of exactly 1 MiB", hello + b" " * (MIB - len(hello)), {}, {200}),
        ("1 MiB of nested arrays", b"[" * MIB, {}, {400}),
        ("nested arrays in a request", b'{"id":1,"op":"hello","x":' + b"[" * (MIB - 40) + b"]", {}, {400}),
        ("an id of 1 MiB", b'{"id":"' + b"a" * (MIB - 30) + b'","op":"hello"}', {}, {200}),
        ("60,000 fields", b"{" + b",".join(b'"k%d":1' % i for i in range(60000)) + b"}", {}, {400}),
        ("100,000 numbers as moves", json.dumps({"id": 1, "op": "status", "ruleset": "fide", "start": "startpos",
                                                 "moves": list(range(100000))}).encode(), {}, {400}),
        ("status after 60,000 moves", json.dumps({"id": 1, "op": "status", "ruleset": "fide", "start": "startpos",
                                                  "moves": knights}).encode(), {}, {200}),
        ("a page view after 60,000 moves", json.dumps({"id": 1, "op": "view", "ruleset": "void-chess",
                                                       "start": "startpos", "moves": knights}).encode(), {}, {200}),
        ("a record of 15,000 games", json.dumps({"id": 1, "op": "check-record",
                                                 "text": fools_mate * 15000}).encode(), {}, {200}),
        ("a perft of depth 12", json.dumps({"id": 1, "op": "perft", "ruleset": "fide", "start": "startpos",
                                            "depth": 12}).encode(), {}, {200}),
    ]
    try:
        for i in range(0, len(cases), 4):
            group = cases[i : i + 4]
            outcomes = [None] * len(group)

            def send(j, case):
                what, body, headers, _ = case
                h = {"Content-Type": "application/json", **headers}
                try:
                    outcomes[j] = post(server.addr, body, h)
                except OSError as e:
                    outcomes[j] = e

            threads = [threading.Thread(target=send, args=(j, c)) for j, c in enumerate(group)]
            for t in threads:
                t.start()
            time.sleep(0.05)
            normal_requests(server.addr, ", ".join(c[0] for c in group))
            for t in threads:
                t.join(REQUEST_S + 10)
            for (what, _, _, allowed), out in zip(group, outcomes):
                if isinstance(out, Exception) or out is None:
                    check(False, f"{what}: no answer ({out})")
                    continue
                status, ms, data = out
                try:
                    kind = json.loads(data).get("error", {}).get("kind")
                except (ValueError, AttributeError):
                    kind = "(not JSON)"
                timed_out = status == 503 and kind == "timeout"
                check(
                    (status in allowed or timed_out) and ms < (REQUEST_S + SLACK_S) * 1000,
                    f"{what}: {status}{' ' + kind if kind else ''} in {ms:.0f} ms",
                )
        over_size_declared(server.addr)
        over_size_chunked(server.addr)
        normal_requests(server.addr, "nothing (after the large requests)")
        check(server.alive(), "after the large requests the server is up")
    finally:
        server.stop()


def answer_over_the_limit(binary):
    """A request whose answer takes longer than the request limit (a record of 700 copies of a 200-ply game,
    several seconds of work): answered 503 `timeout` at the limit, while normal requests are answered."""
    server = Server(binary, "--request-timeout", "1", "--perft-budget", "1")
    try:
        moves, x = [], 7
        for _ in range(200):  # a game of FIDE chess, each move chosen among the legal ones by a fixed sequence
            _, _, data = post(server.addr, json.dumps({"op": "moves", "ruleset": "fide", "start": "startpos", "moves": moves}))
            legal = json.loads(data).get("moves") or []
            if not legal:
                break
            x = (x * 1103515245 + 12345) % (1 << 31)
            moves.append(legal[x % len(legal)])
        _, _, data = post(server.addr, json.dumps({"op": "record", "ruleset": "fide", "start": "startpos", "moves": moves}))
        record = json.loads(data)["record"] + "\n"
        copies = (MIB - 100) // len(json.dumps(record))
        body = json.dumps({"id": 1, "op": "check-record", "text": record * copies}).encode()
        out = []
        t = threading.Thread(target=lambda: out.append(post(server.addr, body)))
        t.start()
        time.sleep(0.2)
        normal_requests(server.addr, f"a record of {copies} games of {len(moves)} plies")
        t.join(10)
        status, ms, data = out[0] if out else (None, 0, b"")
        check(
            status == 503 and b'"kind":"timeout"' in data and 1000 <= ms < (1 + SLACK_S) * 1000,
            f"a record of {copies} games of {len(moves)} plies: {status} {data[:60]!r} after {ms:.0f} ms "
            "(request limit 1 s)",
        )
        normal_requests(server.addr, "the given-up answer's work going on")
        check(server.alive(), "after the answer over the limit the server is up")
    finally:
        server.stop()


def limits():
    return [
        "--header-timeout", str(HEADER_S),
        "--body-timeout", str(BODY_S),
        "--request-timeout", str(REQUEST_S),
        "--perft-budget", str(REQUEST_S),
    ]


def raise_open_files(wanted):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        new = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (new, hard))
        print(f"      open-file limit raised from {soft} to {new}", flush=True)
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        raise SystemExit(f"web_attack.py: {HELD} connections need {wanted} open files; the limit is {soft}")


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    binary = sys.argv[1]

    def too_long(*_):
        print(f"FAIL  the attacks took over {WHOLE_RUN_S} s", flush=True)
        sys.exit(1)

    signal.signal(signal.SIGALRM, too_long)
    signal.alarm(WHOLE_RUN_S)
    raise_open_files(HELD + 1000)
    started = time.perf_counter()
    global passed, failed
    first_failures = []
    for attack in (half_sent_requests, slow_and_idle, flood_beyond_the_cap, big_requests, answer_over_the_limit):
        name = attack.__name__.replace("_", " ")
        print(f"== {name}", flush=True)
        counts = (passed, failed)
        at = time.perf_counter()
        attack(binary)
        if failures and not first_failures:
            # The timings are of a 2-core machine shared with the server: an attack whose checks fail is
            # run once more from the start, and what it finds the second time counts. The first run's
            # failures are named at the end either way.
            first_failures = [f"{name}: {f}" for f in failures]
            failures.clear()
            passed, failed = counts
            print(f"      {time.perf_counter() - at:.1f} s; the attack runs once more", flush=True)
            at = time.perf_counter()
            attack(binary)
        print(f"      {time.perf_counter() - at:.1f} s", flush=True)
    print(f"      {time.perf_counter() - started:.1f} s in all", flush=True)
    for f in first_failures:
        print(f"failed once, then run again: {f}")
    for f in failures:
        print(f"FAILED: {f}")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
