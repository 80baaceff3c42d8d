#!/bin/sh
# The server's half of `npm run publish:nginx` and `npm run rollback:nginx`
# (scripts/publish-nginx.ts sends it to the server's `sh`, over SSH or on this machine).
# Plain POSIX sh with GNU coreutils (`mv -T`) and rsync, as on Debian.
#
# The folder the site lives in (ROOT):
#   releases/<name>/public/         one build's public/
#   releases/<name>/nginx.conf      its include (deploy/nginx.conf)
#   releases/<name>/hashed-files    its own files named by their content, one per line
#   current -> releases/<name>      what nginx serves: `root ROOT/current/public;`
#   nginx.conf -> releases/<name>/nginx.conf   what nginx includes: `include ROOT/nginx.conf;`
#   .publishing                     present while a publish or rollback is under way
#
# Usage: sh publish-nginx.sh ROOT begin NAME
#        sh publish-nginx.sh ROOT finish NAME KEEP TEST_COMMAND RELOAD_COMMAND
#        sh publish-nginx.sh ROOT abort NAME
#        sh publish-nginx.sh ROOT rollback TEST_COMMAND RELOAD_COMMAND
set -eu

root=$1
action=$2
shift 2
releases=$root/releases
lock=$root/.publishing

fail() {
  echo "publish-nginx: $*" >&2
  exit 1
}

# The releases, oldest first (their names are UTC times, so they sort by age).
release_names() {
  for dir in "$releases"/*/; do
    [ -d "$dir" ] || continue
    name=$(basename "$dir")
    case $name in *.partial) continue ;; esac
    echo "$name"
  done | sort
}

# The release nginx serves now, or nothing.
live_release() {
  if [ -L "$root/current" ]; then basename "$(readlink "$root/current")"; fi
}

# Points the link $1 at $2 in one step: a new link beside it, renamed over the old one.
point() {
  ln -sfn "$2" "$1.new"
  mv -T "$1.new" "$1"
}

# Copies (as hard links) into release $1 the files named by their content of every other release
# in the list $2, so that a page a visitor loaded from one of them still finds its scripts,
# stylesheets, fonts and pictures after the switch. Files $1 has already are left as they are.
carry_assets() {
  for other in $2; do
    [ "$other" = "$1" ] && continue
    rsync -a --ignore-existing --files-from="$releases/$other/hashed-files" \
      --link-dest="$releases/$other/public" "$releases/$other/public/" "$releases/$1/public/"
  done
}

# Points nginx's include at release $1's, or removes it when there is no release.
include_of() {
  if [ -n "$1" ]; then point "$root/nginx.conf" "releases/$1/nginx.conf"; else rm -f "$root/nginx.conf"; fi
}

# Makes release $1 the live one, nginx's include first: the include is pointed at, checked with
# $2 (nginx -t) and put back if the check fails (then it returns 1, and the live release stays
# live); then `current` is switched, and nginx reloaded with $3 when the include changed (if that
# fails, it returns 2: the release is live, nginx still has the include it had).
switch_to() {
  target=$1
  live=$(live_release)
  point "$root/nginx.conf" "releases/$target/nginx.conf" || return 1
  if ! sh -c "$2" >&2; then
    echo "publish-nginx: nginx refused the configuration with release $target's include (\`$2\` failed); $root still serves ${live:-nothing}" >&2
    include_of "$live"
    return 1
  fi
  point "$root/current" "releases/$target" || { include_of "$live"; return 1; }
  if [ -z "$live" ] || ! cmp -s "$releases/$live/nginx.conf" "$releases/$target/nginx.conf"; then
    if ! sh -c "$3" >&2; then
      echo "publish-nginx: release $target is live, but \`$3\` failed: nginx still uses the include it had; reload it by hand" >&2
      return 2
    fi
  fi
}

# On the way out: what a failed action must not leave behind ($undo, a release that never went
# live), and the lock, which `begin` keeps for the upload and `finish` or `abort` gives back.
undo=
holding=
keep_lock=
on_exit() {
  status=$?
  if [ "$status" != 0 ] && [ -n "$undo" ]; then rm -rf "$undo"; fi
  if [ -n "$holding" ] && { [ "$status" != 0 ] || [ -z "$keep_lock" ]; }; then rmdir "$lock"; fi
  exit "$status"
}
trap on_exit EXIT

take_lock() {
  mkdir -p "$releases"
  mkdir "$lock" 2>/dev/null || fail "another publish or rollback is under way in $root (if one was interrupted, remove $lock)"
  holding=1
}

case $action in
begin)
  name=$1
  take_lock
  [ ! -e "$releases/$name" ] || fail "release $name exists already"
  # What an interrupted publish left.
  rm -rf "$releases"/*.partial
  undo=$releases/$name.partial
  mkdir "$undo"
  keep_lock=1
  # The live release, whose files the upload links instead of sending again when they are the same.
  live_release
  ;;
finish)
  name=$1 keep=$2 test_command=$3 reload_command=$4
  [ -d "$lock" ] || fail "no upload under way in $root"
  holding=1
  partial=$releases/$name.partial
  undo=$partial
  [ -f "$partial/nginx.conf" ] && [ -f "$partial/hashed-files" ] && [ -f "$partial/public/index.html" ] ||
    fail "the upload to $partial is incomplete"
  mv -T "$partial" "$releases/$name"
  undo=$releases/$name
  kept=$(release_names | tail -n "$keep")
  # The live release's files too: its visitors are the ones the switch must not break.
  carry_assets "$name" "$(printf '%s\n' $kept $(live_release) | sort -u)"
  status=0
  switch_to "$name" "$test_command" "$reload_command" || status=$?
  [ "$status" != 1 ] || exit 1
  undo=
  live=$(live_release)
  for old in $(release_names); do
    echo "$kept" | grep -qxF "$old" || [ "$old" = "$live" ] || rm -rf "${releases:?}/$old"
  done
  echo "live: $name; kept: $(echo $kept)" >&2
  [ "$status" = 0 ]
  ;;
abort)
  holding=1
  rm -rf "$releases/$1.partial"
  ;;
rollback)
  test_command=$1 reload_command=$2
  take_lock
  live=$(live_release)
  [ -n "$live" ] || fail "$root/current is not a link to a release: nothing to roll back"
  previous=$(release_names | grep -B1 -xF "$live" | grep -vxF "$live" || true)
  [ -n "$previous" ] || fail "release $live is the oldest one kept in $releases: nothing to roll back to"
  carry_assets "$previous" "$(release_names)"
  status=0
  switch_to "$previous" "$test_command" "$reload_command" || status=$?
  [ "$status" != 1 ] || exit 1
  # The release rolled back from goes, so that another rollback goes one further back.
  rm -rf "${releases:?}/$live"
  echo "live: $previous (was $live, now removed); kept: $(echo $(release_names))" >&2
  [ "$status" = 0 ]
  ;;
*)
  fail "unknown action $action"
  ;;
esac
