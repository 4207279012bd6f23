#!/usr/bin/env bash
# Writes the arena reports of a fixed set of bot games, one file per rule set and table
# size, so that a change that must not alter any game (a refactoring, a speed-up) is
# checked by comparing the folders before and after it:
#
#   scripts/same-games.sh /tmp/before            # on the old commit
#   scripts/same-games.sh /tmp/after             # on the new one
#   diff -r /tmp/before /tmp/after && echo "same games"
#
# GAMES=40 (the default) plays 40 games per report: a few minutes on 2 cores.
set -euo pipefail
out="${1:?usage: scripts/same-games.sh OUT_DIR}"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cargo build --release --quiet --bin san-juan
bin=target/release/san-juan
games="${GAMES:-40}"
mkdir -p "$out"

arena() { # name, arena arguments...
    local name="$1"
    shift
    "$bin" arena --seed 1000 --games "$games" --json "$@" > "$out/$name.json"
    echo "$name" >&2
}

rule_sets=(
    "base:"
    "second:--edition second"
    "new-buildings:--new-buildings"
    "new-buildings-second:--new-buildings --edition second"
    "events:--events --new-buildings --edition second"
    "starting-hands:--starting-hands"
)
for entry in "${rule_sets[@]}"; do
    name="${entry%%:*}"
    read -r -a opts <<< "${entry#*:}"
    arena "$name-2p" --players 2 --bots hard:200,classic-medium "${opts[@]}"
    arena "$name-4p" --players 4 --bots hard:200,classic-medium,violet,production "${opts[@]}"
done
arena "fixed-roles-6p" --players 6 --bots hard:100,classic-medium,chapel,rush,easy,classic-medium
arena "chosen-roles-6p" --players 6 --bots classic-medium,hard:100,violet,classic-medium,easy,rush --extra-roles explorer,captain --events
arena "one-deck-5p" --players 5 --bots classic-medium,violet,hard:100,production,chapel --one-deck --gold-mine-once-per-round
arena "all-8p" --players 8 --bots classic-medium,easy,violet,production,chapel,rush,hard:100,heuristic --new-buildings --events --edition second
