#!/usr/bin/env bash
# Proves that a change (a redesign, a refactor) changes nothing the project outputs:
#
#   bash scripts/compare-outputs.sh BASE_REV
#
# It checks out BASE_REV (any commit-ish) into a temporary git worktree, links this checkout's
# node_modules into it, and runs BASE_REV's own scripts/snapshot-outputs.ts there (into dir A) and
# this checkout's scripts/snapshot-outputs.ts here, uncommitted changes included (into dir B). It
# then compares A and B file by file with diff -r.
#
# What is compared (see the header of scripts/snapshot-outputs.ts): for every example CSV and a
# few hundred generated travellers (good and broken), under the methods and option sets: the
# results sheet model (JSON, keys sorted), the command line's text and --json output with its exit
# code and stderr, the task pane's model and its Office.js layout (some cases), the xlsx writer's
# workbook contents (some cases, as ExcelJS's model: values, formulas, number formats, styles,
# widths, page setup, not the zipped bytes), and every Excel custom function on a table of good and
# bad arguments. Example outputs are named by the sha1 of the CSV's text, so renaming an example
# file changes nothing; editing one shows as files only in A and only in B.
#
# Exit status: 0 when both sides wrote the same files with the same bytes; 1 when any file differs
# or exists on one side only, or when a side wrote no files; 2 when it could not run (bad
# revision, no node_modules, a snapshot script that failed or is missing at BASE_REV).
# Works from a clean or a dirty checkout; the worktree and the temporary files are removed on exit.
set -euo pipefail

if [ $# -ne 1 ] || [ -z "$1" ]; then
  echo "Usage: bash scripts/compare-outputs.sh BASE_REV   (the commit to compare this checkout with)" >&2
  exit 2
fi

ROOT=$(git rev-parse --show-toplevel)
BASE=$(git -C "$ROOT" rev-parse --verify --quiet "$1^{commit}") || {
  echo "compare-outputs: $1 is not a commit in this repository." >&2
  exit 2
}
if [ ! -d "$ROOT/node_modules" ]; then
  echo "compare-outputs: $ROOT/node_modules is missing: run npm ci first." >&2
  exit 2
fi
MODULES=$(cd "$ROOT/node_modules" && pwd -P)

TMP=$(mktemp -d "${TMPDIR:-/tmp}/compare-outputs.XXXXXX")
WT="$TMP/base"
A="$TMP/A"
B="$TMP/B"
cleanup() {
  if [ -e "$WT/.git" ]; then
    git -C "$ROOT" worktree remove --force "$WT" >/dev/null 2>&1 ||
      echo "compare-outputs: could not remove the worktree $WT (git worktree remove it)." >&2
  fi
  rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 2' INT TERM

git -C "$ROOT" worktree add --detach --quiet "$WT" "$BASE"
ln -s "$MODULES" "$WT/node_modules"
if [ ! -f "$WT/scripts/snapshot-outputs.ts" ]; then
  echo "compare-outputs: $1 ($BASE) has no scripts/snapshot-outputs.ts to run." >&2
  exit 2
fi

snapshot() { # snapshot DIR OUT LABEL
  local start=$SECONDS
  if ! (cd "$1" && npx --no-install tsx scripts/snapshot-outputs.ts "$2" 2>"$TMP/$3.log"); then
    echo "compare-outputs: the snapshot of $3 failed:" >&2
    cat "$TMP/$3.log" >&2
    exit 2
  fi
  echo "  $3: $(grep -v '^npm warn' "$TMP/$3.log" | tail -1) [$((SECONDS - start)) s]"
}

echo "Snapshot of the outputs at $1 (${BASE:0:12}) and in $ROOT (working tree):"
snapshot "$WT" "$A" "base"
snapshot "$ROOT" "$B" "current"

count() { find "$1" -type f | wc -l | tr -d ' '; }
NA=$(count "$A")
NB=$(count "$B")
TOTAL=$( (cd "$A" && find . -type f; cd "$B" && find . -type f) | sort -u | wc -l | tr -d ' ')

if [ "$NA" -eq 0 ] || [ "$NB" -eq 0 ]; then
  echo "FAIL: a side wrote no files (base $NA, current $NB)."
  exit 1
fi

LIST="$TMP/differ.txt"
status=0
diff -rq "$A" "$B" >"$LIST" || status=$?
if [ "$status" -gt 1 ]; then
  echo "compare-outputs: diff could not compare the directories (status $status)." >&2
  exit 2
fi
DIFFER=$(grep -c '^Files .* differ$' "$LIST" || true)
ONLY_A=$(grep -c "^Only in $A" "$LIST" || true)
ONLY_B=$(grep -c "^Only in $B" "$LIST" || true)

echo "Compared $TOTAL files (base $NA, current $NB): $DIFFER differ, $ONLY_A only in base, $ONLY_B only in current."
if [ ! -s "$LIST" ]; then
  echo "OK: no output changed."
  exit 0
fi

echo
echo "First differences:"
# (head reads the file itself: a writer into head would die of SIGPIPE under pipefail.)
head -20 "$LIST" | sed -e "s#$A#A#g" -e "s#$B#B#g"
if [ "$(wc -l <"$LIST")" -gt 20 ]; then echo "... and $(($(wc -l <"$LIST") - 20)) more"; fi
shown=0
while IFS= read -r line && [ $shown -lt 3 ]; do
  case "$line" in
  Files*differ)
    f=${line#Files "$A"/}
    f=${f%% and *}
    echo
    diff -u --label "base/$f" --label "current/$f" "$A/$f" "$B/$f" >"$TMP/one.diff" || true
    head -40 "$TMP/one.diff"
    shown=$((shown + 1))
    ;;
  esac
done <"$LIST"
exit 1
