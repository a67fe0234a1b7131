#!/usr/bin/env python3
"""Reads PNG screenshots back and asserts what a person sees in them (standard library only).

    check_png.py nonblank FILE...   the picture is not blank: 2% of the pixels or more away from the background,
                                    several colours
    check_png.py red FILE           a tile is red (the Unstable mark of void-chess/2.3): a block of pure red
    check_png.py round FILE         the board is round: its outline fills its bounding box as a disc does
                                    (pi/4), and the box's corners are empty
Exits 1 with a message when a check fails.
"""
import struct
import sys
import zlib


def read_png(path):
    """Returns (width, height, rows of (r, g, b) tuples) for 8-bit RGB or RGBA PNGs."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG")
    pos, idat, width, height, ctype = 8, b"", 0, 0, 0
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or ctype not in (2, 6) or interlace:
                raise SystemExit(f"{path}: unsupported PNG (depth {depth}, colour type {ctype})")
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    channels = 3 if ctype == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        filt = raw[i]
        line = bytearray(raw[i + 1 : i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = prev[x]
            c = prev[x - channels] if x >= channels else 0
            if filt == 1:
                line[x] = (line[x] + a) & 255
            elif filt == 2:
                line[x] = (line[x] + b) & 255
            elif filt == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif filt == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pred) & 255
        rows.append([tuple(line[x : x + 3]) for x in range(0, stride, channels)])
        prev = line
    return width, height, rows


def fail(msg):
    print(f"check_png: {msg}", file=sys.stderr)
    sys.exit(1)


def nonblank(path):
    w, h, rows = read_png(path)
    background = rows[0][0]
    away = sum(1 for row in rows for p in row if max(abs(p[k] - background[k]) for k in range(3)) > 40)
    colours = {p for row in rows[:: max(1, h // 64)] for p in row[:: max(1, w // 64)]}
    if away < w * h // 50 or len(colours) < 6:
        fail(f"{path} looks blank: {away} of {w * h} pixels drawn, {len(colours)} colours")
    print(f"{path}: not blank ({100 * away // (w * h)}% drawn, {len(colours)}+ colours)")


def red(path):
    w, h, rows = read_png(path)
    reds = sum(1 for row in rows for (r, g, b) in row if r > 180 and g < 90 and b < 100)
    # One tile of the 9x9 board is 64x64 pixels; most of it stays red around the piece on it.
    if reds < 1500:
        fail(f"{path}: no red tile ({reds} red pixels)")
    print(f"{path}: a red tile ({reds} red pixels)")


def round_(path):
    w, h, rows = read_png(path)
    background = rows[0][0]
    drawn = [
        (x, y)
        for y in range(0, h)
        for x in range(0, w)
        if max(abs(rows[y][x][k] - background[k]) for k in range(3)) > 40
    ]
    # The caption under the board is text: leave out rows below the board's last fully drawn run.
    xs = {}
    for x, y in drawn:
        xs.setdefault(y, []).append(x)
    spans = {y: max(v) - min(v) for y, v in xs.items()}
    widest = max(spans.values())
    board_rows = [y for y, s in spans.items() if s > widest // 8]
    top = min(board_rows)
    mid = sorted(board_rows)[len(board_rows) // 2]
    left, right = min(xs[mid]), max(xs[mid])
    diameter = right - left + 1
    bottom = top + diameter - 1
    # Each row's drawn span (white pieces inside the board are not holes in its outline).
    inside = sum(
        min(max(xs[y]), right) - max(min(xs[y]), left) + 1 for y in range(top, bottom + 1) if y in xs
    )
    fill = inside / (diameter * diameter)
    corner = diameter // 8
    corners = sum(
        1
        for x, y in drawn
        if top <= y <= bottom
        and left <= x <= right
        and (x - left < corner or right - x < corner)
        and (y - top < corner or bottom - y < corner)
    )
    if not (0.74 <= fill <= 0.83) or corners > corner * corner // 20:
        fail(f"{path}: not round (fills {fill:.3f} of its box, a disc fills 0.785; {corners} pixels in the corners)")
    print(f"{path}: round (fills {fill:.3f} of its {diameter}px box; corners empty)")


def main():
    if len(sys.argv) < 3:
        fail(__doc__)
    check = {"nonblank": nonblank, "red": red, "round": round_}.get(sys.argv[1])
    if check is None:
        fail(f"unknown check {sys.argv[1]}")
    for path in sys.argv[2:]:
        check(path)


if __name__ == "__main__":
    main()
