# Sourced by the scripts that need a program of the system (Chromium, a Japanese font, nginx). They
# install Debian's package themselves only in CI (CI=true) or when asked (INSTALL_SYSTEM_PACKAGES=1),
# as root with apt-get; on a developer's machine otherwise they print the command to run, so that a
# test run never changes the system unasked.

# apt_install <package>… → installs them quietly (updating the package lists once if needed); fails
# when not in CI nor asked, not root, or without apt-get.
apt_install() {
  [[ ${CI:-} == true || ${INSTALL_SYSTEM_PACKAGES:-} == 1 ]] || return 1
  [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null || return 1
  echo "$(basename "$0"): apt-get install $*" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends "$@" >/dev/null 2>&1 ||
    { apt-get update >/dev/null 2>&1 && apt-get install -y --no-install-recommends "$@" >/dev/null 2>&1; }
}

# how_to_install <package>… → the lines that tell a developer how to install them.
how_to_install() {
  echo "  Debian/Ubuntu:  $([[ $(id -u) -eq 0 ]] || echo 'sudo ')apt-get install $*"
  echo "  or, as root, put INSTALL_SYSTEM_PACKAGES=1 before the npm command (INSTALL_SYSTEM_PACKAGES=1 npm test) to have it installed"
}
