# The oracle, the differential tester and the free engines in one image, for differential campaigns on a
# cluster (deploy/k8s/) or any machine with Docker. See docs/campaigns.md.
#
#   docker build -t void-oracle .
#   docker run --rm void-oracle oracle moves startpos
#   docker run --rm -v "$PWD/reports:/reports" void-oracle \
#     xtask diff --ruleset fide --engine stockfish --games 1000 --shard 1/4 --report /reports/shard-1.json

FROM rust:1.95-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --release --locked -p void-chess-oracle -p xtask

FROM debian:bookworm-slim
# Stockfish and Fairy-Stockfish from Debian, python-chess from PyPI: the project's own installer.
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
       python3 python3-pip ca-certificates \
    && rm -rf /var/lib/apt/lists/*
COPY ci/install-diff-engines.sh /src/ci/install-diff-engines.sh
RUN PIP_BREAK_SYSTEM_PACKAGES=1 /src/ci/install-diff-engines.sh && rm -rf /var/lib/apt/lists/*
# The tester finds the python-chess adapter and the clause registries under the folder it was built in.
COPY --from=build /src/tools /src/tools
COPY --from=build /src/clauses /src/clauses
COPY --from=build /src/PROTOCOL.md /src/PROTOCOL.md
COPY --from=build /src/target/release/oracle /src/target/release/xtask /usr/local/bin/
ENV PATH="/usr/games:${PATH}"
WORKDIR /work
CMD ["xtask", "help"]
