#!/usr/bin/env python3
"""The reference runner of the exported rule cases (RUNNER.md): runs the cases of this folder against
an engine speaking PROTOCOL.md and prints passed / failed / not answered, the failures first.
Standard library only. Example: python3 runner.py --engine 'oracle serve' --ruleset fide"""
import argparse, json, os, queue, re, shlex, subprocess, sys, threading

class Fault(Exception):
    """The engine crashed, hung or printed a line outside the protocol."""

class Engine:
    def __init__(self, argv, timeout):
        self.timeout, self.next_id, self.lines = timeout, 0, queue.Queue()
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        threading.Thread(target=lambda: [*map(self.lines.put, self.proc.stdout), self.lines.put(None)],
                         daemon=True).start()
        self.hello = self.ask({"op": "hello"})

    def ask(self, request):
        """The reply to one request: its fields, or {"error": {...}}."""
        self.next_id += 1
        try:
            self.proc.stdin.write(json.dumps(dict(request, id=self.next_id)) + "\n")
            self.proc.stdin.flush()
            line = self.lines.get(timeout=self.timeout)
        except OSError as e:
            raise Fault(f"cannot write to the engine: {e}")
        except queue.Empty:
            raise Fault(f"no answer within {self.timeout} s to `{request['op']}`")
        if line is None:
            raise Fault(f"the engine exited while answering `{request['op']}`")
        try:
            reply = json.loads(line)
        except ValueError:
            reply = None
        if not isinstance(reply, dict) or reply.get("id") != self.next_id:
            raise Fault(f"a line outside the protocol: {line.strip()!r}")
        return reply

def unsupported(reply):
    return reply.get("error", {}).get("kind") in ("unsupported", "bad-interpretation")

class Tally:
    """What one step gathers: failures, reasons it could not be answered, clauses not compared."""
    def __init__(self):
        self.failures, self.reasons, self.not_compared = [], [], 0
    def fail(self, at, key, expected, engine):
        self.failures.append({"at": at, "key": key, "expected": expected, "engine": engine})
    def no(self, why):
        self.reasons += [why] if why not in self.reasons else []
    def error(self, at, key, expected, reply):
        message = reply["error"]["message"]
        self.no(message) if unsupported(reply) else self.fail(at, key, expected, "refused: " + message)

class Form:
    """A ruleset's position text, as rulesets.json describes it."""
    def __init__(self, d):
        self.__dict__.update(d)
    def field(self, pos, i):
        parts = pos.split()
        if i >= len(parts):
            raise ValueError(f"the position `{pos}` has no {self.fields[i]} field")
        return parts[i]
    def cell(self, text, marks, square):
        rows = ["".join(c for c in re.sub(r"\d+", lambda m: "." * int(m[0]), rank) if c not in marks)
                for rank in text.split("/")]
        if len(rows) != self.ranks or any(len(r) != len(self.files) for r in rows):
            raise ValueError(f"`{text}` is not {self.ranks} ranks of {len(self.files)} squares")
        f, r = self.files.find(square[:1]), square[1:]
        if f < 0 or not r.isdigit() or not 1 <= int(r) <= self.ranks:
            raise ValueError(f"`{square}` is not a square of this board")
        return rows[self.ranks - int(r)][f]
    def piece(self, pos, square):
        c, t = self.cell(self.field(pos, self.placement), self.marks, square), self.tiles or {}
        if c == "." or (t.get("kind") == "placement" and t["mark"] == c):
            return "empty"
        if c not in self.pieces:
            raise ValueError(f"`{c}` on {square} is not a piece letter of this ruleset")
        return self.pieces[c]
    def tile(self, pos, square):
        t, empty = self.tiles, "/".join([str(len(self.files))] * self.ranks)
        if t["kind"] == "grid":
            text = self.field(pos, t["field"])
            c = self.cell(empty if text == "-" else text, "", square)
            if c != "." and c not in t["letters"]:
                raise ValueError(f"`{c}` on {square} is not a tile letter")
            return t["letters"].get(c, "normal")
        if t["kind"] == "square":
            self.cell(empty, "", square)
            return t["state"] if self.field(pos, t["field"]) == square else "normal"
        return t["state"] if self.cell(self.field(pos, self.placement), self.marks, square) == t["mark"] else "normal"
    def side_to_move(self, pos):
        v = self.field(pos, self.side)
        return self.sides.get(v, v)
    def differing(self, a, b):
        a, b = a.split(), b.split()
        if len(a) != len(b):
            return ["number of fields"]
        names = self.fields + ["extra field"] * len(a)
        return [names[i] for i, (x, y) in enumerate(zip(a, b)) if x != y and names[i] not in self.lenient]

def squares_of(move):
    """The squares of a coordinate move as the scenario checker reads them: runs of letters then digits."""
    return re.findall(r"[a-z]+[0-9]+", move)

def ask(engine, case, op, moves, event, **more):
    request = dict(op=op, ruleset=case["ruleset"], start=case["start"], moves=moves,
                   interpretation=case["interpretation"], **more)
    return engine.ask(dict(request, event=event) if event is not None else request)

def answer(engine, case, moves, event):
    """moves, status and play about one position; status and play may be unsupported (None)."""
    replies = [ask(engine, case, op, moves, event) for op in ("moves", "status", "play")]
    for r in replies:
        if "error" in r and (r is replies[0] or not unsupported(r)):
            return r
    status, play = [None if "error" in r else r for r in replies[1:]]
    return {"moves": sorted(replies[0]["moves"]), "status": status, "position": (play or {}).get("position")}

def listed(moves):
    return f"{len(moves)} legal moves: {' '.join(moves)}"

def expect(engine, case, form, step, a, e, t):
    k, at, pos, s = e["kind"], e["at"], a["position"], a["status"]
    key = {"tile": "tiles", "piece": "pieces", "move-count": "move_count", "to-move": "to_move"}.get(k, k)
    board_only = s is not None and s["status"] == "ongoing" and s.get("scope") == "board" and a["moves"]
    def read(f, want, shown):
        if pos is None:
            return t.no("the engine does not give the position (`play`)")
        try:
            found = f(pos)
        except ValueError as err:
            found = f"unreadable position `{pos}`: {err}"
        if found != want:
            t.fail(at, key, shown, found)
    if k == "refused":  # the engine answered where the rules refuse
        t.fail(at, key, f"{step['event'] or 'the start'} refused by {e['clause']}", "it answers: " + listed(a["moves"]))
    if k == "legal" and e["move"] not in a["moves"]:
        t.fail(at, key, f"{e['text']} legal", listed(a["moves"]))
    elif k == "illegal":
        want = f"{e['text']} illegal by {e['clause']}"
        if e["move"] in a["moves"] and not step["over"]:
            return t.fail(at, key, want, f"{e['text']} is among its legal moves")
        r = ask(engine, case, "explain", step["moves"], step["event"], move=e["text"])
        if "error" not in r:
            if r["legal"]:
                t.fail(at, key, want, f"explain: legal, as {r.get('move') or e['text']}")
            elif r.get("clause") is None:
                t.not_compared += 1
            elif r["clause"] != e["clause"]:
                t.fail(at, key, want, f"refused by {r['clause']}")
        elif not step["over"] and e["move"] is not None:
            t.not_compared += 1
        elif not step["over"]:
            judged_by_notation(engine, case, step, a, e, want, t)
        elif s is None:
            t.no("the game has ended here, and the engine neither explains a move nor gives a status")
        elif board_only:
            t.no("the engine decides only the ends read off the board (`scope: board`)")
        elif s["status"] == "ongoing":
            t.fail(at, "illegal", want, "the game goes on")
        elif s.get("clause") is not None and s["clause"] != e["clause"]:
            t.fail(at, "illegal", want, f"the game ended by {s['clause']}")
        elif s.get("clause") is None:
            t.not_compared += 1
    elif k == "tile":
        shown = f"tile {e['square']} {e['state']}"
        read(lambda p: form.tile(p, e["square"]), e["state"], shown)
    elif k == "piece":
        want = e["piece"] or "empty"
        read(lambda p: form.piece(p, e["square"]), want, f"{e['square']} {want}")
    elif k == "moves" and a["moves"] != e["moves"]:
        missing = " ".join(m for m in e["moves"] if m not in a["moves"])
        extra = " ".join(m for m in a["moves"] if m not in e["moves"])
        t.fail(at, key, f"{len(e['moves'])} legal moves",
               f"{len(a['moves'])} legal moves; lacks [{missing}]; has besides [{extra}]")
    elif k == "move-count" and len(a["moves"]) != e["count"]:
        t.fail(at, key, f"{e['count']} legal moves", listed(a["moves"]))
    elif k == "reach":
        found = sorted({squares_of(m)[-1] for m in a["moves"] if squares_of(m)[:1] == [e["from"]]})
        if found != e["squares"]:
            t.fail(at, key, f"{e['from']} reaches [{' '.join(e['squares'])}]", f"[{' '.join(found)}]")
    elif k == "notation":
        want = f"{e['move']} written {e['san']}"
        if e["move"] not in a["moves"]:
            return t.fail(at, key, want, listed(a["moves"]))
        r, lacks = notation(engine, case, step, e["move"])
        if lacks:
            t.no("the engine does not write moves for people (`notation`)")
        elif "error" in r:
            t.error(at, key, want, r)
        elif r["notation"] != e["san"]:
            t.fail(at, key, want, f"{e['move']} written {r['notation']}")
    elif k == "check":
        c = (s or {}).get("check")
        if c is None:
            t.no("the engine does not say whether the side to move is in check")
        elif c != e["value"]:
            t.fail(at, key, f"check {str(e['value']).lower()}", f"check {str(c).lower()}")
    elif k == "status":
        if s is None:
            return t.no("the engine gives no status")
        if board_only and e["outcome"] != "ongoing":
            return t.no("the engine decides only the ends read off the board (`scope: board`)")
        found = s["status"] + (f" ({s['clause']})" if s.get("clause") else "")
        if s["status"] != e["outcome"] or (e["clause"] and s.get("clause") and s["clause"] != e["clause"]):
            t.fail(at, key, e["outcome"] + (f" ({e['clause']})" if e["clause"] else ""), found)
        elif e["clause"] and not s.get("clause"):
            t.not_compared += 1
    elif k == "to-move":
        read(form.side_to_move, e["side"], f"{e['side']} to move")
    elif k == "position":
        if pos is None:
            return t.no("the engine does not give the position (`play`)")
        fields = form.differing(e["position"], pos)
        if fields:
            t.fail(at, key, e["position"], f"{pos} (differs in {', '.join(fields)})")

def notation(engine, case, step, mv):
    """`notation` of a move, and whether the engine lacks it (`unsupported`, or `bad-request`: no such op)."""
    r = ask(engine, case, "notation", step["moves"], None, move=mv)
    return r, "error" in r and (unsupported(r) or r["error"].get("kind") == "bad-request")

def judged_by_notation(engine, case, step, a, e, want, t):
    """A refused move written for people, where the engine does not explain: none of its legal moves may
    be written so (the check and mate marks aside)."""
    for mv in a["moves"]:
        r, lacks = notation(engine, case, step, mv)
        if lacks:
            return t.no(f"`{e['text']}` is written in the notation for people, and the engine neither "
                        "explains a move nor writes one for people")
        if "error" in r:
            return t.error(e["at"], "illegal", want, r)
        if r["notation"].strip().rstrip("+#") == e["text"].strip().rstrip("+#"):
            return t.fail(e["at"], "illegal", want, f"its legal move {mv} is written {r['notation']}")
    t.not_compared += 1

def judge_refusal(error, e, t):
    """An error where the rules refuse: it names `clause` (its `clause` or message), another one (failed), or none."""
    named, text = error.get("clause") or "", (error.get("clause") or "") + " " + error["message"]
    if e["clause"] not in text and (named or e["clause"].split("/")[0] + "/" in text):
        t.fail(e["at"], "refused", f"refused by {e['clause']}", f"refused: {error['message']} ({named or 'no clause'})")
    t.not_compared += e["clause"] not in text and not (named or e["clause"].split("/")[0] + "/" in text)

def run_step(engine, case, form, step):
    t = Tally()
    try:
        if step["play"] is not None:
            a, want = answer(engine, case, step["moves"][:-1], None), f"{step['play']} legal (the step plays it)"
            if "error" in a:
                t.error(step["at"], "play", want, a)
            elif step["play"] not in a["moves"]:
                t.fail(step["at"], "play", want, listed(a["moves"]))
            if t.failures:
                return t
        a = answer(engine, case, step["moves"], step["event"])
        refused = next((e for e in step["expect"] if e["kind"] == "refused"), None)
        if "error" in a and refused is not None and not unsupported(a):
            return judge_refusal(a["error"], refused, t) or t
        if "error" in a:
            t.error(step["at"], "play", f"an answer about the position after {step['name']}", a)
            return t
        for e in step["expect"]:
            expect(engine, case, form, step, a, e, t)
    except Fault as f:
        t.fail(step["at"], "play", f"an answer about {step['name']}", f"engine fault: {f}")
    return t

def run_case(engine, case, form):
    refused, steps = None, []
    if case["interpretation"]:
        r = ask(engine, dict(case, start="startpos"), "moves", [], None)
        refused = r["error"]["message"] if unsupported(r) else None
    for step in case["steps"]:
        t = Tally()
        if refused is not None:
            t.no(f"the engine refuses the case's switches: {refused}")
        else:
            t = run_step(engine, case, form, step)
        verdict = "failed" if t.failures else "not-answered" if t.reasons else "passed"
        steps.append({"name": step["name"], "at": step["at"], "verdict": verdict, "clauses_not_compared":
                      t.not_compared, **({"failures": t.failures} if t.failures else {"reasons": t.reasons} if t.reasons else {})})
        if t.failures:
            break
    words = [s["verdict"] for s in steps]
    verdict = "failed" if "failed" in words else "not-answered" if "not-answered" in words else "passed"
    return {**{k: case[k] for k in ("id", "file", "ruleset", "clauses")}, "verdict": verdict, "steps": steps}

def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--engine", required=True, help="the engine's command line (PROTOCOL.md)")
    p.add_argument("--ruleset", action="append", default=[], help="only this ruleset (repeatable)")
    p.add_argument("--readings", action="store_true", help="also the cases of readings/ (non-default switches)")
    p.add_argument("--skip-tag", action="append", default=[], help="skip the cases that need this tag")
    p.add_argument("--clause", action="append", default=[], help="only the cases about this clause")
    p.add_argument("--timeout", type=float, default=10.0, help="seconds per request (default 10)")
    p.add_argument("--json", help="write the results here (the format of RUNNER.md)")
    p.add_argument("--verbose", action="store_true", help="list every case")
    args = p.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    forms, cases, results, engines, skipped = json.load(open(os.path.join(here, "rulesets.json"))), [], [], {}, set()
    for folder in ["cases"] + (["readings"] if args.readings else []):
        for root, _, files in sorted(os.walk(os.path.join(here, folder))):
            cases += [json.load(open(os.path.join(root, f))) for f in sorted(files) if f.endswith(".json")]
    for case in sorted(cases, key=lambda c: (c["ruleset"], c["file"])):
        if ((args.ruleset and case["ruleset"] not in args.ruleset) or set(case["needs"]) & set(args.skip_tag)
                or (args.clause and not set(case["clauses"]) & set(args.clause))):
            continue
        engine = engines.get(case["ruleset"])
        if engine is None or engine.proc.poll() is not None:
            engine = engines[case["ruleset"]] = Engine(shlex.split(args.engine), args.timeout)
        if case["ruleset"] not in engine.hello.get("rulesets", [case["ruleset"]]):
            skipped.add(case["ruleset"])
            continue
        results.append(run_case(engine, case, Form(forms[case["ruleset"]])))
    for e in engines.values():
        e.proc.kill()
    for r in results:
        print(f"{r['verdict']:<13} {r['file']}" if args.verbose else "", end="\n" if args.verbose else "")
        for s in r["steps"]:
            for f in s.get("failures", []):
                print(f"FAILED  {r['file']}:{f['at'][0]}:{f['at'][1]}: {s['name']}: {f['key']}: "
                      f"the scenario: {f['expected']}; the engine: {f['engine']}")
    for slug in sorted(skipped):
        print(f"skipped {slug}: the engine does not play it")
    count = lambda words: [words.count(w) for w in ("passed", "failed", "not-answered")]
    (cp, cf, cn), (sp, sf, sn) = count([r["verdict"] for r in results]), count([s["verdict"] for r in results for s in r["steps"]])
    print(f"runner.py --engine {args.engine}: {'FAILED' if cf else 'ok'}: {len(results)} cases: {cp} passed, "
          f"{cf} failed, {cn} not answered ({sp + sf + sn} steps: {sp} passed, {sf} failed, {sn} not answered)")
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"engine": args.engine, "cases": results}, out, indent=2)
    sys.exit(1 if cf else 0)

if __name__ == "__main__":
    main()
