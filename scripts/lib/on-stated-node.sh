# Sourced first by the test scripts: when this machine's Node.js is older than the one the pages
# state, runs the calling script again with that Node.js first on the PATH (scripts/stated-node.ts
# installs it from the npm registry), so that every node, npx and npm the script starts uses it.
# Checked once a run: the scripts it starts inherit the PATH and the mark.
if [[ -z ${STATED_NODE_CHECKED:-} ]]; then
  export STATED_NODE_CHECKED=1
  stated_node_folder=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && node --import tsx scripts/stated-node.ts) || exit 1
  if [[ -n $stated_node_folder ]]; then
    PATH="$stated_node_folder:$PATH" exec bash "$0" "$@"
  fi
  unset stated_node_folder
fi
