// The page of `oracle web`. Every answer comes from the oracle through POST /api (docs/web.md): the
// board is the oracle's SVG, the legal moves, refusals, clauses and endings are its words. The page keeps
// only the game's line (start, moves, an event) and where in it the board stands.
"use strict";

const $ = (id) => document.getElementById(id);

const state = {
  info: null,
  ruleset: "void-chess",
  interp: {},
  start: "startpos",
  moves: [],        // the line, coordinate form
  sans: [],         // the notation of each move of the line, as the oracle wrote it
  event: null,      // a game event after the last move
  cursor: 0,        // plies shown: 0 .. moves.length, moves.length + 1 for the event
  selected: null,   // the square clicked first
  view: null,       // the last `view` reply
  pending: null,    // a choice between moves: {kind: "list" | "place", moves: [...]}
  perftJob: null,
};

let busy = 1; // the page itself, until `start` has drawn it
function setBusy(delta) {
  busy += delta;
  document.body.dataset.busy = String(busy);
}

async function api(request) {
  setBusy(1);
  try {
    const response = await fetch("/api", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request),
    });
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch (e) {
      return { error: { kind: "http", message: "HTTP " + response.status + ": " + text } };
    }
  } catch (e) {
    return { error: { kind: "network", message: "the server cannot be reached: " + e } };
  } finally {
    setBusy(-1);
  }
}

function el(tag, props, ...children) {
  const e = document.createElement(tag);
  Object.assign(e, props || {});
  for (const c of children) {
    if (c !== null && c !== undefined) e.append(c);
  }
  return e;
}

// A clause id with its title from the registry: "void-chess/2.4 (Void tiles are impassable; ...)".
function clauseNode(clause) {
  const span = el("span", {}, el("span", { className: "clause", textContent: clause.id }));
  if (clause.title) span.append(" ", el("span", { className: "title", textContent: "\u201c" + clause.title + "\u201d" }));
  return span;
}

// The squares a move text names, before any "@" (the path), and after it (where the void goes).
function squaresOf(text) {
  const out = [];
  const re = /[a-i][1-9](?![0-9])/g;
  let m;
  while ((m = re.exec(text)) !== null) out.push(m[0]);
  return out;
}
function pathOf(move) {
  return squaresOf(move.split("@")[0]);
}

function lineLength() {
  return state.moves.length + (state.event ? 1 : 0);
}

function gameRequest(op, upTo) {
  const ply = upTo === undefined ? state.cursor : upTo;
  const r = {
    op,
    ruleset: state.ruleset,
    start: state.start,
    moves: state.moves.slice(0, Math.min(ply, state.moves.length)),
    interpretation: state.interp,
  };
  if (state.event && ply > state.moves.length) r.event = state.event;
  return r;
}

// Asks for the position at the cursor and draws it; `extra` adds `from` or `try`.
async function refresh(extra) {
  const request = Object.assign(gameRequest("view"), extra || {});
  const reply = await api(request);
  if (reply.error) {
    showError(reply.error);
    return false;
  }
  state.view = reply;
  reply.played.forEach((p, i) => { state.sans[i] = p.san; });
  draw(reply);
  return true;
}

function draw(v) {
  $("board").innerHTML = v.svg;
  $("position").value = v.position;
  drawStatus(v);
  drawMoves();
  drawOtherMoves(v);
  drawEvents();
  $("verdict").hidden = true;
  if (v.tried) drawTried(v.tried);
  if (state.pending) drawChoice();
  else $("choice").hidden = true;
}

function drawStatus(v) {
  const s = $("status");
  s.replaceChildren();
  const side = v.side_to_move.replace(/-/g, " ");
  if (v.status.over) {
    s.append(el("div", { className: "over", textContent: "Game over: " + v.status.word }));
  } else {
    s.append(el("div", { textContent: side + " to move" + (v.check ? ", in check" : "") }));
  }
  if (v.status.clause) s.append(el("div", {}, clauseNode(v.status.clause)));
  if (v.status.reason) s.append(el("div", { className: "note", textContent: v.status.reason }));
  s.append(el("div", { className: "note", textContent: v.legal.length + " legal move" + (v.legal.length === 1 ? "" : "s") }));
}

function drawMoves() {
  const list = $("moves");
  list.replaceChildren();
  const n = state.moves.length;
  // A round is one move of each side: two, or four in Minnaar Chess.
  const round = state.ruleset === "minnaar" ? 4 : 2;
  for (let i = 0; i < n; i++) {
    const li = el("li");
    if (i % round === 0) li.append(el("span", { className: "number", textContent: (i / round + 1) + "." }));
    const ply = el("span", {
      className: "ply" + (i + 1 === state.cursor ? " current" : "") + (i + 1 > state.cursor ? " future" : ""),
      textContent: state.sans[i] || state.moves[i],
      title: state.moves[i],
    });
    ply.dataset.ply = String(i + 1);
    ply.addEventListener("click", () => goTo(i + 1));
    li.append(ply);
    list.append(li);
  }
  if (state.event) {
    const ev = el("span", {
      className: "ply event" + (state.cursor > n ? " current" : " future"),
      textContent: "(" + state.event + ")",
    });
    ev.addEventListener("click", () => goTo(n + 1));
    list.append(el("li", {}, ev));
  }
  $("first").disabled = $("back").disabled = state.cursor === 0;
  $("forward").disabled = $("last").disabled = state.cursor >= lineLength();
}

// Moves that are not a path from one square to another: a pass, the void's placement.
function drawOtherMoves(v) {
  const box = $("other-moves");
  box.replaceChildren();
  const others = v.legal.filter((m) => pathOf(m.move).length < 2);
  if (others.length === 0 || v.status.over) {
    box.hidden = true;
    return;
  }
  box.append(el("div", { className: "note", textContent: "Moves that are no path on the board (a pass; a placement is also played by clicking its square):" }));
  for (const m of others) {
    const b = el("button", { type: "button", textContent: m.san });
    b.dataset.move = m.move;
    b.addEventListener("click", () => play(m.move));
    box.append(b);
  }
  box.hidden = false;
}

function drawEvents() {
  const box = $("events");
  box.replaceChildren();
  const r = rulesetInfo();
  if (!r || r.events.length === 0) return;
  box.append(el("div", { className: "note", textContent: "Game events (not moves):" }));
  for (const e of r.events) {
    const b = el("button", { type: "button", textContent: e.name, title: e.meaning });
    b.dataset.event = e.name;
    b.addEventListener("click", () => applyEvent(e.name));
    box.append(b);
  }
}

function drawTried(t) {
  const box = $("verdict");
  box.replaceChildren();
  box.className = t.legal ? "legal" : "";
  if (t.legal) {
    box.append(el("div", { textContent: t.text + ": legal (" + t.move + ")" }));
  } else if (t.error) {
    box.append(el("div", { textContent: t.text + ": not a move here: " + t.error.message }));
  } else {
    box.append(el("div", {}, el("strong", { textContent: t.text + ": refused" })));
    box.append(el("div", {}, clauseNode(t.clause)));
    box.append(el("div", { className: "message", textContent: t.message }));
  }
  box.hidden = false;
}

function showError(error) {
  const box = $("verdict");
  box.replaceChildren();
  box.className = "";
  box.append(el("div", {}, el("strong", { className: "error", textContent: error.kind + ": " }), error.message));
  if (error.clause) box.append(el("div", {}, clauseNode({ id: error.clause, title: error.title })));
  box.hidden = false;
}

function drawChoice() {
  const box = $("choice");
  box.replaceChildren();
  const p = state.pending;
  box.append(el("div", { className: "note", textContent: p.kind === "place"
    ? "Choose where the void goes: click a marked square, or a move below."
    : "The rules offer a choice: pick the move." }));
  for (const m of p.moves) {
    const b = el("button", { type: "button", textContent: m.san + " (" + m.move + ")" });
    b.dataset.move = m.move;
    b.addEventListener("click", () => play(m.move));
    box.append(b);
  }
  const cancel = el("button", { type: "button", textContent: "Cancel" });
  cancel.addEventListener("click", () => { state.pending = null; refresh(); });
  box.append(cancel);
  box.hidden = false;
  if (p.kind === "place") {
    for (const m of p.moves) {
      const sq = squaresOf(m.move.split("@")[1] || "")[0];
      const cell = document.querySelector('#board .cell[data-square="' + sq + '"]');
      if (cell) cell.classList.add("choice");
    }
  }
}

async function onSquare(square) {
  const v = state.view;
  if (!v) return;
  if (state.pending) {
    const p = state.pending;
    state.pending = null;
    if (p.kind === "place") {
      const m = p.moves.find((m) => squaresOf(m.move.split("@")[1] || "")[0] === square);
      if (m) return play(m.move);
    }
    return refresh();
  }
  if (state.selected === null) {
    const placement = v.legal.find((m) => m.move === "@" + square);
    if (placement) return play(placement.move);
    state.selected = square;
    return refresh({ from: square });
  }
  const from = state.selected;
  state.selected = null;
  if (from === square) return refresh();
  const candidates = v.legal.filter((m) => {
    const path = pathOf(m.move);
    return path.length >= 2 && path[0] === from && path[path.length - 1] === square;
  });
  if (candidates.length === 1) return play(candidates[0].move);
  if (candidates.length > 1) {
    const samePath = candidates.every((m) => m.move.includes("@") && m.move.split("@")[0] === candidates[0].move.split("@")[0]);
    state.pending = { kind: samePath ? "place" : "list", moves: candidates };
    return refresh();
  }
  return refresh({ try: from + square });
}

async function play(move) {
  state.pending = null;
  state.selected = null;
  const keep = Math.min(state.cursor, state.moves.length);
  state.moves = state.moves.slice(0, keep).concat([move]);
  state.sans = state.sans.slice(0, keep);
  state.event = null;
  state.cursor = state.moves.length;
  if (!(await refresh())) {
    // The oracle refused it (it should not, the move came from its list): back to where we were.
    state.moves.pop();
    state.cursor = state.moves.length;
  }
}

async function applyEvent(name) {
  const keep = Math.min(state.cursor, state.moves.length);
  const old = { moves: state.moves, event: state.event, cursor: state.cursor };
  state.moves = state.moves.slice(0, keep);
  state.event = name;
  state.cursor = keep + 1;
  if (!(await refresh())) {
    const error = $("verdict").cloneNode(true);
    Object.assign(state, old);
    await refresh();
    $("verdict").replaceWith(error);
    error.hidden = false;
  }
}

function goTo(ply) {
  state.cursor = Math.max(0, Math.min(lineLength(), ply));
  state.selected = null;
  state.pending = null;
  return refresh();
}

function rulesetInfo() {
  return state.info ? state.info.rulesets.find((r) => r.slug === state.ruleset) : null;
}

function drawSwitches() {
  const box = $("switches");
  box.replaceChildren();
  const r = rulesetInfo();
  if (!r || r.switches.length === 0) {
    box.append(el("div", { className: "note", textContent: "This ruleset has no switches." }));
    return;
  }
  for (const s of r.switches) {
    const select = el("select", { id: "switch-" + s.name });
    for (const reading of s.readings) {
      const o = el("option", {
        value: reading.value,
        textContent: reading.value + (reading.value === s.default ? " (default)" : "") + ": " + reading.meaning,
      });
      select.append(o);
    }
    select.value = state.interp[s.name] || s.default;
    select.addEventListener("change", () => setSwitch(s, select.value));
    box.append(el("div", { className: "switch" },
      el("div", {}, el("strong", { textContent: s.name }), " ", el("span", { className: "note", textContent: "(" + s.entry + "; " + s.clauses.join(", ") + ")" })),
      el("div", { className: "question", textContent: s.question }),
      select));
  }
}

async function setSwitch(s, value) {
  if (value === s.default) delete state.interp[s.name];
  else state.interp[s.name] = value;
  if (state.ruleset === "circular" && s.name === "board") {
    $("ruleset").value = "circular:" + value;
    state.start = "startpos";
    state.moves = [];
    state.sans = [];
    state.event = null;
    state.cursor = 0;
  }
  state.cursor = Math.min(state.cursor, lineLength());
  if (!(await refresh())) {
    // The line is not legal under this reading: keep it up to the move at fault.
    const note = $("verdict").cloneNode(true);
    state.cursor = 0;
    state.moves = [];
    state.event = null;
    await refresh();
    $("verdict").replaceWith(note);
    note.hidden = false;
  }
}

function chooseRuleset(value) {
  const [slug, board] = value.split(":");
  state.ruleset = slug;
  state.interp = board ? { board } : {};
  if (board === "medial") delete state.interp.board;
  newGame();
  drawSwitches();
}

function newGame() {
  state.start = "startpos";
  state.moves = [];
  state.sans = [];
  state.event = null;
  state.cursor = 0;
  state.selected = null;
  state.pending = null;
  return refresh();
}

// Copies `text`, and shows it in the page whether or not the clipboard took it.
async function copy(what, text) {
  $("copy-out").value = text;
  let done = false;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      done = true;
    }
  } catch (e) {
    done = false;
  }
  if (!done) {
    $("copy-out").select();
    try { done = document.execCommand("copy"); } catch (e) { done = false; }
  }
  $("copy-note").textContent = done ? what + " copied." : what + " is in the box above: select it and copy.";
}

async function copyRecord() {
  const reply = await api(gameRequest("record", lineLength()));
  if (reply.error) return showError(reply.error);
  copy("The record", reply.record);
}

async function setUp() {
  const reply = await api({ op: "setup", ruleset: state.ruleset, interpretation: state.interp, text: $("setup-text").value });
  const note = $("setup-note");
  note.replaceChildren();
  if (reply.error) {
    note.append(el("span", { className: "error", textContent: reply.error.kind + ": " + reply.error.message }));
    if (reply.error.clause) note.append(" ", clauseNode({ id: reply.error.clause, title: null }));
    return;
  }
  note.textContent = "Set up: " + reply.position;
  state.start = reply.position;
  state.moves = [];
  state.sans = [];
  state.event = null;
  state.cursor = 0;
  refresh();
}

async function checkRecord() {
  const reply = await api({ op: "check-record", text: $("record-text").value });
  const out = $("record-results");
  out.replaceChildren();
  if (reply.error) {
    out.append(el("div", { className: "error", textContent: reply.error.message }));
    return;
  }
  reply.games.forEach((g, gi) => {
    const box = el("div", { className: "game code-" + g.code });
    box.dataset.game = String(gi + 1);
    box.append(el("div", {}, el("strong", { textContent: "Game " + (gi + 1) + (g.place ? " (" + g.place + ")" : "") + ": " })));
    box.append(el("div", { className: "verdict", textContent: g.verdict }));
    if (g.clause) box.append(el("div", {}, clauseNode(g.clause)));
    const moves = el("div");
    g.moves.forEach((m, i) => {
      const b = el("button", { type: "button", textContent: m.text, title: m.place + (m.move ? ": " + m.move : ": not legal here") });
      if (!m.move) b.className = "illegal";
      b.addEventListener("click", () => showRecordMove(g, i));
      moves.append(b);
    });
    box.append(moves);
    out.append(box);
  });
  if (reply.malformed) out.append(el("div", { className: "error", textContent: reply.malformed }));
}

// Shows the position after move `i` of a checked game (for a move that is not legal: the position
// before it, with the move tried on it and its refusal explained).
async function showRecordMove(g, i) {
  if (!g.ruleset) return;
  const legal = g.moves.filter((m) => m.move).map((m) => m.move);
  state.ruleset = g.ruleset;
  state.interp = Object.assign({}, g.interpretation);
  $("ruleset").value = g.ruleset === "circular" ? "circular:" + (state.interp.board || "medial") : g.ruleset;
  drawSwitches();
  state.start = g.start;
  state.moves = legal;
  state.sans = [];
  state.event = null;
  state.cursor = legal.length;
  state.selected = null;
  state.pending = null;
  await refresh();
  if (i < legal.length) return goTo(i + 1);
  return refresh({ try: g.moves[i].text });
}

function readRecordFile() {
  const file = $("record-file").files[0];
  if (!file) return;
  const reader = new FileReader();
  reader.onload = () => { $("record-text").value = String(reader.result); checkRecord(); };
  reader.readAsText(file);
}

async function perftStart() {
  $("perft-out").dataset.phase = "starting";
  const depth = Number($("perft-depth").value);
  const r = gameRequest("perft-start");
  r.depth = depth;
  const reply = await api(r);
  if (reply.error) {
    $("perft-out").replaceChildren(el("div", { className: "error", textContent: reply.error.message }));
    return;
  }
  state.perftJob = reply.job;
  $("perft-stop").disabled = false;
  $("perft-start").disabled = true;
  drawPerft(reply);
  pollPerft(reply.job);
}

async function pollPerft(job) {
  while (state.perftJob === job) {
    const reply = await api({ op: "perft-poll", job });
    if (reply.error) {
      $("perft-out").replaceChildren(el("div", { className: "error", textContent: reply.error.message }));
      break;
    }
    drawPerft(reply);
    if (!["estimating", "counting"].includes(reply.phase)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (state.perftJob === job) state.perftJob = null;
  $("perft-stop").disabled = true;
  $("perft-start").disabled = false;
}

function number(x) {
  return x >= 1e9 ? (x / 1e9).toFixed(1) + " G" : x >= 1e6 ? (x / 1e6).toFixed(1) + " M" : x >= 1e4 ? (x / 1e3).toFixed(1) + " k" : String(Math.round(x));
}

function drawPerft(p) {
  const out = $("perft-out");
  out.replaceChildren();
  out.dataset.phase = p.phase;
  if (p.estimate_nodes !== null && p.estimate_nodes !== undefined) {
    out.append(el("div", { className: "estimate", textContent: p.estimate_exact
      ? "Depth " + p.depth + ": " + number(p.estimate_nodes) + " nodes (counted while estimating)"
      : "Depth " + p.depth + ": about " + number(p.estimate_nodes) + " nodes, about " + p.estimate_seconds.toFixed(1) + " s (budget " + p.budget_seconds + " s)" }));
  } else {
    out.append(el("div", { textContent: "Estimating depth " + p.depth + "..." }));
  }
  if (p.phase === "counting") {
    out.append(el("progress", { max: Math.max(p.root_moves, 1), value: p.root_moves_done }));
    out.append(el("div", { textContent: p.root_moves_done + "/" + p.root_moves + " root moves, " + number(p.nodes) + " nodes, " + number(p.nodes_per_second) + " nodes/s" }));
  }
  if (p.phase === "done") out.append(el("div", { className: "result" }, el("strong", { textContent: "Nodes searched: " + p.nodes })));
  if (p.phase === "stopped") out.append(el("div", { className: "result", textContent: "Stopped: " + p.nodes + " nodes counted, " + p.root_moves_done + " of " + p.root_moves + " root moves complete" }));
  if (p.note) out.append(el("div", { className: "note", textContent: p.note }));
  const divide = Object.entries(p.divide || {});
  if (divide.length > 0) {
    const lines = divide.map(([m, n]) => m + ": " + n);
    for (const [m, n] of p.incomplete || []) lines.push(m + ": " + n + " (incomplete)");
    out.append(el("details", {}, el("summary", { textContent: "Divide" }), el("pre", { textContent: lines.join("\n") })));
  }
}

async function start() {
  const info = await api({ op: "info" });
  if (info.error) return showError(info.error);
  state.info = info;
  $("server-name").textContent = info.name;
  const select = $("ruleset");
  for (const r of info.rulesets) {
    const board = r.switches.find((s) => s.name === "board");
    if (board) {
      for (const reading of board.readings) {
        const label = reading.value.charAt(0).toUpperCase() + reading.value.slice(1);
        select.append(el("option", { value: r.slug + ":" + reading.value, textContent: r.name + " (" + label + " board)" }));
      }
    } else {
      select.append(el("option", { value: r.slug, textContent: r.name }));
    }
  }
  select.value = state.ruleset;
  select.addEventListener("change", () => chooseRuleset(select.value));
  $("new-game").addEventListener("click", () => newGame());
  $("board").addEventListener("click", (e) => {
    const cell = e.target.closest(".cell");
    if (cell && cell.dataset.square) onSquare(cell.dataset.square);
  });
  $("first").addEventListener("click", () => goTo(0));
  $("back").addEventListener("click", () => goTo(state.cursor - 1));
  $("forward").addEventListener("click", () => goTo(state.cursor + 1));
  $("last").addEventListener("click", () => goTo(lineLength()));
  $("copy-position").addEventListener("click", () => state.view && copy("The position", state.view.position));
  $("copy-svg").addEventListener("click", () => state.view && copy("The SVG", state.view.svg));
  $("copy-record").addEventListener("click", copyRecord);
  $("setup-go").addEventListener("click", setUp);
  $("record-check").addEventListener("click", checkRecord);
  $("record-file").addEventListener("change", readRecordFile);
  $("perft-start").addEventListener("click", perftStart);
  $("perft-stop").addEventListener("click", () => state.perftJob && api({ op: "perft-stop", job: state.perftJob }));
  drawSwitches();
  await refresh();
  document.body.dataset.ready = "1";
}

setBusy(-1);
start();
