"""The page of `oracle web` in a real browser: Debian's Chromium driven by Selenium through chromedriver.

For every ruleset: load the page, choose the ruleset, click legal moves and see them played, click an
illegal one and read its clause and the clause's title on the page, paste a record and read its verdict,
click one of its moves and see its position, count a small perft. Besides: a choice between moves
(promotion after a pasted set-up, Suicide Void's void placed by a click), a perft stopped with its button,
the copy buttons. Any error in the browser's console fails the run. With --screenshots DIR, a picture of
each ruleset mid-game with a refused move explained is written there (docs/img/web-<slug>.png).

Usage: web_check.py ORACLE_BINARY [--screenshots DIR]
Prints one line per check and ends with "N passed, N failed".
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# What each ruleset's run does. The expected figures come from the rules, not from the oracle:
# - moves: (from, to) clicks of legal moves, with the coordinate move the page must then list;
# - refused: a move the rules forbid there, and the clause that forbids it (read from the rulebook);
# - record: a record, and what its verdict must say;
# - perft: a depth and the count of independent origin (published, or counted by hand).
RUNS = [
    {
        "slug": "void-chess",
        "option": "void-chess",
        "moves": [("e2", "e4", "e2e4"), ("e8", "e6", "e8e6"), ("d1", "h5", "d1h5"), ("e6", "e5", "e6e5")],
        # The Minister on g1 is walled in by its own pieces: it has no move (Article 4.8).
        "refused": ("g1", "g2", "void-chess/4.8"),
        "record": ('[Variant "void-chess"]\n\n1. e2e4 e8e6 2. g1g2 *\n',
                   "illegal move 2. g1g2", "void-chess/4.8"),
        # 22 and 484 are derived by hand in tests/void_chess_start.rs.
        "perft": (2, 484),
    },
    {
        "slug": "fide",
        "option": "fide",
        "moves": [("e2", "e4", "e2e4"), ("e7", "e5", "e7e5"), ("g1", "f3", "g1f3")],
        # A rook does not leap (FIDE 2.3.2): a8 to a5 passes its own pawn on a7.
        "refused": ("a8", "a5", "fide/2.3.2"),
        # The fool's mate: Black wins.
        "record": ('[Variant "fide"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n',
                   "legal to the end", None),
        "perft": (3, 8902),  # published (chessprogramming.org, tests/perft/standard.perft)
    },
    {
        "slug": "suicide-void",
        "option": "suicide-void",
        # Black places the void first (S.1): one click on an empty square plays `@e4`.
        "moves": [("e4", None, "@e4"), ("d2", "d4", "d2d4"), ("e7", "e5", "e7e5")],
        # White can capture (d4xe5), so capturing is compulsory (B.6).
        "refused": ("a2", "a3", "suicide-void/B.6"),
        "record": ('[Variant "suicide-void"]\n\n@e4 d2d4 e7e5 d4e5@h6 *\n', "legal to the end", None),
        "perft": (1, 32),  # the void may go on any of the 32 empty squares (S.1)
    },
    {
        "slug": "minnaar",
        "option": "minnaar",
        "moves": [("a1", "a2", "a1a2"), ("a5", "a6", "a5a6")],
        # A Sovereign moves at most 4 squares counting the one it lands on (4.2): h8 to h3 is 5.
        "refused": ("h8", "h3", "minnaar/4.2"),
        "record": ('[Variant "minnaar"]\n\na1a2 a5a6 h8h3\n', "illegal move", "minnaar/4.2"),
        # By hand: each Southern Sovereign goes up its file 2 squares and takes on the third, and along each
        # diagonal up to 3 squares the same way: 6+7+8+9+9+8+7+6.
        "perft": (1, 60),
    },
    {
        "slug": "circular",
        "option": "circular:medial",
        "moves": [("e2", "e4", "e2e4"), ("e7", "e5", "e7e5")],
        # A Rook moves along its rank or file with nothing between (5.1): a1 to a5 passes the Pawn on a2.
        "refused": ("a1", "a5", "circular/5.1"),
        "record": ('[Variant "circular"]\n\n1. e4 e5 *\n', "legal to the end", None),
        "perft": (1, 20),  # 8 Pawns one or two spaces, 2 Knights two spaces each
    },
]


class Check:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def __call__(self, ok, what):
        if ok:
            self.passed += 1
            print(f"ok    {what}", flush=True)
        else:
            self.failed += 1
            print(f"FAIL  {what}", flush=True)
        return ok


def clause_titles():
    """Every clause id of clauses/*.yaml with its title (the registry's fixed shape)."""
    titles = {}
    folder = os.path.join(ROOT, "clauses")
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".yaml"):
            continue  # clauses/interactions/ holds the interaction tables, not clauses
        slug = name[: -len(".yaml")]
        current = None
        for line in open(os.path.join(folder, name), encoding="utf-8"):
            m = re.match(r'\s*- id: "?([^"]+)"?\s*$', line)
            if m:
                current = m.group(1)
                continue
            m = re.match(r'\s*title: "(.*)"\s*$', line)
            if m and current:
                titles[f"{slug}/{current}"] = m.group(1)
                current = None
    return titles


def start_server(binary):
    proc = subprocess.Popen([binary, "web", "--listen", "127.0.0.1:0", "--perft-budget", "3600"],
                            stdout=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    m = re.search(r"http://[0-9.:]+/", line)
    if not m:
        proc.kill()
        sys.exit(f"oracle web did not say where it serves: {line!r}")
    return proc, m.group(0)


def start_browser(profile):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", f"--user-data-dir={profile}", "--window-size=1400,1100",
                 "--hide-scrollbars", "--force-device-scale-factor=1"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)


def settle(driver, timeout=20):
    """Waits until the page has no request in flight."""
    WebDriverWait(driver, timeout).until(
        lambda d: d.execute_script("return document.body.dataset.busy === '0' && document.body.dataset.ready === '1'"))


def click_square(driver, square):
    """Clicks a square of the board with the mouse, at a point inside it (the round board's spaces are
    arcs: their box's middle may lie outside them)."""
    offset = driver.execute_script("""
        const cell = document.querySelector('#board .cell[data-square="' + arguments[0] + '"]');
        if (!cell) return null;
        const box = cell.getBoundingClientRect();
        const cx = box.left + box.width / 2, cy = box.top + box.height / 2;
        const hit = (x, y) => { const e = document.elementFromPoint(x, y); return e && e.closest('.cell') === cell; };
        if (hit(cx, cy)) return [0, 0];
        for (let i = 1; i < 40; i++) for (let j = 1; j < 40; j++) {
          const x = box.left + box.width * i / 40, y = box.top + box.height * j / 40;
          if (hit(x, y)) return [Math.round(x - cx), Math.round(y - cy)];
        }
        return null;""", square)
    if offset is None:
        raise AssertionError(f"no square {square} on the board")
    cell = driver.find_element(By.CSS_SELECTOR, f'#board .cell[data-square="{square}"]')
    ActionChains(driver).move_to_element_with_offset(cell, offset[0], offset[1]).click().perform()
    settle(driver)


def listed_moves(driver):
    return [e.get_attribute("title") for e in driver.find_elements(By.CSS_SELECTOR, "#moves .ply[data-ply]")]


def open_panel(driver, panel_id):
    driver.execute_script("document.getElementById(arguments[0]).open = true", panel_id)


def choose_ruleset(driver, option):
    Select(driver.find_element(By.ID, "ruleset")).select_by_value(option)
    settle(driver)


def fill(driver, field_id, text):
    """Replaces the text of a field of the page."""
    field = driver.find_element(By.ID, field_id)
    field.clear()
    field.send_keys(text)


def start_perft(driver, depth):
    open_panel(driver, "perft-panel")
    fill(driver, "perft-depth", str(depth))
    driver.find_element(By.ID, "perft-start").click()


def perft_text(driver, phase_reached):
    """The perft panel's text once its phase satisfies phase_reached (or after 30 s)."""
    try:
        WebDriverWait(driver, 30).until(
            lambda d: phase_reached(d.find_element(By.ID, "perft-out").get_attribute("data-phase")))
    except TimeoutException:
        pass
    return driver.find_element(By.ID, "perft-out").text


def run_ruleset(driver, run, check, titles, shots):
    slug = run["slug"]
    choose_ruleset(driver, run["option"])
    check(driver.find_element(By.CSS_SELECTOR, "#board svg").get_attribute("data-ruleset") == slug,
          f"{slug}: the board is the oracle's SVG of {slug}")
    played = []
    for frm, to, move in run["moves"]:
        click_square(driver, frm)
        if to is not None:
            click_square(driver, to)
        played.append(move)
        check(listed_moves(driver) == played, f"{slug}: {move} played by clicks, the list reads {listed_moves(driver)}")
    frm, to, clause = run["refused"]
    click_square(driver, frm)
    marks = driver.find_elements(By.CSS_SELECTOR, "#board .moves-from")
    check(len(marks) == 1, f"{slug}: clicking {frm} marks it and its legal moves")
    click_square(driver, to)
    verdict = driver.find_element(By.ID, "verdict")
    text = verdict.text if verdict.is_displayed() else ""
    check(clause in text, f"{slug}: {frm}{to} refused with {clause}: {text!r}")
    title = titles.get(clause, "")
    check(title != "" and title in text, f"{slug}: the refusal shows the rule's words \u201c{title}\u201d")
    outlined = {e.get_attribute("data-square") for e in driver.find_elements(By.CSS_SELECTOR, "#board .refused")}
    check({frm, to} <= outlined, f"{slug}: the squares of the refused move are outlined ({sorted(outlined)})")
    check(listed_moves(driver) == played, f"{slug}: the refused move is not played")
    if shots:
        for panel in ["record-panel", "perft-panel", "setup-panel"]:
            driver.execute_script("document.getElementById(arguments[0]).open = false", panel)
        driver.save_screenshot(os.path.join(shots, f"web-{slug}.png"))
    # Back and forward through the move list.
    driver.find_element(By.ID, "back").click()
    settle(driver)
    current = driver.find_elements(By.CSS_SELECTOR, "#moves .ply.current")
    check(len(current) == 1 and current[0].get_attribute("data-ply") == str(len(played) - 1),
          f"{slug}: back shows the position before the last move")
    driver.find_element(By.ID, "forward").click()
    settle(driver)
    # A record: pasted, checked, one of its moves shown.
    text, expected, record_clause = run["record"]
    open_panel(driver, "record-panel")
    fill(driver, "record-text", text)
    driver.find_element(By.ID, "record-check").click()
    settle(driver)
    games = driver.find_elements(By.CSS_SELECTOR, "#record-results .game")
    verdict = games[0].find_element(By.CSS_SELECTOR, ".verdict").text if games else ""
    check(expected in verdict, f"{slug}: the record's verdict says {expected!r}: {verdict!r}")
    if record_clause:
        check(record_clause in games[0].text, f"{slug}: the record's verdict names {record_clause}")
    if games:
        buttons = games[0].find_elements(By.CSS_SELECTOR, "button")
        buttons[0].click()
        settle(driver)
        check(len(listed_moves(driver)) >= 1 and
              driver.find_elements(By.CSS_SELECTOR, "#moves .ply.current")[0].get_attribute("data-ply") == "1",
              f"{slug}: clicking the record's first move shows the position after it")
    # A small perft.
    depth, nodes = run["perft"]
    driver.find_element(By.ID, "new-game").click()
    settle(driver)
    start_perft(driver, depth)
    out = perft_text(driver, lambda phase: phase not in ("starting", "estimating", "counting", None))
    check(f"Nodes searched: {nodes}" in out, f"{slug}: perft {depth} is {nodes}: {out.splitlines()[:2]}")


def run_extras(driver, check):
    # A choice between moves: a promotion after a pasted set-up (four pieces to choose from).
    choose_ruleset(driver, "fide")
    open_panel(driver, "setup-panel")
    fill(driver, "setup-text", "8/P7/8/8/8/8/8/k6K w - - 0 1")
    driver.find_element(By.ID, "setup-go").click()
    settle(driver)
    check(driver.find_element(By.ID, "position").get_attribute("value").startswith("8/P7/8/8/8/8/8/k6K w"),
          "setup: a pasted position text is the board's position")
    click_square(driver, "a7")
    click_square(driver, "a8")
    choices = driver.find_elements(By.CSS_SELECTOR, "#choice button[data-move]")
    check(sorted(c.get_attribute("data-move") for c in choices) == ["a7a8b", "a7a8n", "a7a8q", "a7a8r"],
          "promotion: the four pieces are offered (FIDE 3.7.5.1)")
    rook = [c for c in choices if c.get_attribute("data-move") == "a7a8r"]
    if rook:
        rook[0].click()
        settle(driver)
    check(listed_moves(driver) == ["a7a8r"], "promotion: the piece chosen is played")
    # A game event: a draw by agreement (FIDE 5.5) ends the game; the status names the clause.
    driver.find_element(By.CSS_SELECTOR, '#events button[data-event="agreement"]').click()
    settle(driver)
    status = driver.find_element(By.ID, "status").text
    check("draw" in status and "fide/5.5" in status, f"event: agreement ends the game as a draw (fide/5.5): {status!r}")
    # Suicide Void: a capture names the void's new square, chosen by a click on the board.
    choose_ruleset(driver, "suicide-void")
    for frm, to in [("e4", None), ("d2", "d4"), ("e7", "e5"), ("d4", "e5")]:
        click_square(driver, frm)
        if to:
            click_square(driver, to)
    marked = driver.find_elements(By.CSS_SELECTOR, "#board .cell.choice")
    check(len(marked) > 20, f"void placement: the squares the void may go to are marked ({len(marked)})")
    click_square(driver, "h6")
    check(listed_moves(driver)[-1:] == ["d4e5@h6"], f"void placement: a click on h6 plays d4e5@h6 ({listed_moves(driver)})")
    # The copy buttons put the text in the page's box.
    driver.find_element(By.ID, "copy-position").click()
    settle(driver)
    position = driver.find_element(By.ID, "position").get_attribute("value")
    check(driver.find_element(By.ID, "copy-out").get_attribute("value") == position, "copy: the position text")
    driver.find_element(By.ID, "copy-record").click()
    settle(driver)
    record = driver.find_element(By.ID, "copy-out").get_attribute("value")
    check('[Variant "suicide-void"]' in record and "@h6" in record, "copy: the game as a record")
    # A perft stopped with its button, after the estimate and some progress.
    choose_ruleset(driver, "void-chess")
    # Depth 6 (264 M nodes, tens of seconds): the count is still running when the button is pressed,
    # however fast the machine (depth 5 can end first on a quiet one).
    start_perft(driver, 6)
    estimate = perft_text(driver, lambda phase: phase == "counting")
    check("about" in estimate, f"perft: the estimate comes first: {estimate.splitlines()[:1]}")
    driver.find_element(By.ID, "perft-stop").click()
    stopped = perft_text(driver, lambda phase: phase == "stopped")
    check("Stopped:" in stopped, "perft: the stop button stops the count")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("oracle")
    parser.add_argument("--screenshots")
    args = parser.parse_args()
    titles = clause_titles()
    check = Check()
    server, url = start_server(args.oracle)
    profile = tempfile.mkdtemp(prefix="web-check-profile-")
    driver = start_browser(profile)
    try:
        started = time.time()
        driver.get(url)
        settle(driver)
        for run in RUNS:
            try:
                run_ruleset(driver, run, check, titles, args.screenshots)
            except Exception as e:  # a missing element or a timeout: this ruleset fails, the others run
                check(False, f"{run['slug']}: {type(e).__name__}: {e}")
        try:
            run_extras(driver, check)
        except Exception as e:
            check(False, f"extras: {type(e).__name__}: {e}")
        errors = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
        for e in errors:
            print(f"console: {e.get('message')}")
        check(not errors, f"no error in the browser's console ({len(errors)})")
        print(f"({time.time() - started:.0f} s in the browser)")
    finally:
        driver.quit()
        server.terminate()
        server.wait(timeout=10)
    print(f"{check.passed} passed, {check.failed} failed")
    return 1 if check.failed else 0


if __name__ == "__main__":
    sys.exit(main())
