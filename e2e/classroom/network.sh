#!/usr/bin/env bash
# The classroom's network, made of three network namespaces:
#
#   ecl-school (10.77.1.2) --veth-- ecl-gateway (NAT, 10.77.0.2) ==shaped link== ecl-server (10.77.0.1)
#
# The server has a second address, 10.77.0.3, for the guide's laptop: the class's Wi-Fi can drop
# (`outage on`: the gateway drops everything to and from 10.77.0.1) while the guide goes on.
#
# The whole class sits in ecl-school and reaches the server through the gateway's one address,
# as fifty phones behind a school's router do. The link between gateway and server is shaped like
# weak Wi-Fi: a rate, a delay each way and a loss (CLASSROOM_RATE_KBIT, CLASSROOM_DELAY_MS,
# CLASSROOM_LOSS_PERCENT, CLASSROOM_QUEUE_PACKETS).
#
#   network.sh check  prints "ok", or "SKIPPED: ... because ..." and exits 3
#   network.sh up     removes leftovers, builds everything, prints "shaping=<mode>" and a note
#   network.sh down   removes everything this script makes (safe to run at any time)
#   network.sh outage on|off   the class's link drops, or comes back (the guide's address stays)
#
# Shaping modes (CLASSROOM_SHAPING, default auto = the first that works here):
#   netem      the kernel's tc netem on both ends of a veth pair
#   userspace  two TUN devices joined by link-emulator.py (for kernels without sch_netem)
#   partial    tc tbf for the rate and an nft/iptables rule for the loss, no delay
#   none       no shaping at all
set -euo pipefail

NS_SERVER=ecl-server
NS_GATEWAY=ecl-gateway
NS_SCHOOL=ecl-school
NS_PROBE=ecl-probe
SERVER_ADDRESS=10.77.0.1
GUIDE_SERVER_ADDRESS=10.77.0.3
GATEWAY_WAN_ADDRESS=10.77.0.2
GATEWAY_LAN_ADDRESS=10.77.1.1
SCHOOL_ADDRESS=10.77.1.2
# Interface names: the WAN link (gateway <-> server) and the school's LAN (school <-> gateway).
WAN_GATEWAY=ecl-wan-gw
WAN_SERVER=ecl-wan-srv
LAN_GATEWAY=ecl-lan-gw
LAN_SCHOOL=ecl-lan-sch
NAT_TABLE=ecl_classroom
OUTAGE_TABLE=ecl_outage

RATE_KBIT=${CLASSROOM_RATE_KBIT:-2000}
DELAY_MS=${CLASSROOM_DELAY_MS:-80}
LOSS_PERCENT=${CLASSROOM_LOSS_PERCENT:-1}
QUEUE_PACKETS=${CLASSROOM_QUEUE_PACKETS:-1000}
HERE=$(cd "$(dirname "$0")" && pwd)

in_ns() { local ns=$1; shift; ip netns exec "$ns" "$@"; }
have() { command -v "$1" >/dev/null 2>&1; }
nat_tool() { if have nft; then echo nft; elif have iptables; then echo iptables; else echo none; fi; }

check() {
  if [ "$(id -u)" != 0 ]; then
    echo "SKIPPED: classroom network test because it needs root to make network namespaces (running as uid $(id -u))"
    exit 3
  fi
  for tool in ip tc; do
    if ! have "$tool"; then
      echo "SKIPPED: classroom network test because '$tool' is missing (Debian package iproute2)"
      exit 3
    fi
  done
  if [ "$(nat_tool)" = none ]; then
    echo "SKIPPED: classroom network test because neither nft nor iptables is installed (Debian package nftables or iptables)"
    exit 3
  fi
  ip netns del "$NS_PROBE" 2>/dev/null || true
  local error
  if ! error=$(ip netns add "$NS_PROBE" 2>&1); then
    echo "SKIPPED: classroom network test because 'ip netns add' fails here: $error"
    exit 3
  fi
  ip netns del "$NS_PROBE"
  echo ok
}

# Which shaping works on this machine: tried on a throwaway veth in a throwaway namespace.
probe_shaping() {
  ip netns del "$NS_PROBE" 2>/dev/null || true
  ip netns add "$NS_PROBE"
  in_ns "$NS_PROBE" ip link add ecl-probe-a type veth peer name ecl-probe-b
  local mode=none
  if in_ns "$NS_PROBE" tc qdisc add dev ecl-probe-a root netem delay 1ms 2>/dev/null; then
    mode=netem
  elif have python3 && [ -c /dev/net/tun ] && in_ns "$NS_PROBE" ip tuntap add dev ecl-probe-t mode tun 2>/dev/null; then
    mode=userspace
  elif in_ns "$NS_PROBE" tc qdisc add dev ecl-probe-a root tbf rate 1mbit burst 32kbit latency 100ms 2>/dev/null; then
    mode=partial
  fi
  ip netns del "$NS_PROBE"
  echo "$mode"
}

down() {
  local ns pid
  for ns in "$NS_SCHOOL" "$NS_GATEWAY" "$NS_SERVER" "$NS_PROBE"; do
    [ -e "/run/netns/$ns" ] || continue
    # Whatever still runs inside (the server, the link emulator, a browser) was started by this test.
    for pid in $(ip netns pids "$ns" 2>/dev/null); do kill -TERM "$pid" 2>/dev/null || true; done
  done
  for ns in "$NS_SCHOOL" "$NS_GATEWAY" "$NS_SERVER" "$NS_PROBE"; do
    [ -e "/run/netns/$ns" ] || continue
    for _ in $(seq 1 20); do [ -z "$(ip netns pids "$ns" 2>/dev/null)" ] && break; sleep 0.25; done
    for pid in $(ip netns pids "$ns" 2>/dev/null); do kill -KILL "$pid" 2>/dev/null || true; done
    in_ns "$ns" nft delete table ip "$NAT_TABLE" 2>/dev/null || true
    in_ns "$ns" nft delete table ip "$OUTAGE_TABLE" 2>/dev/null || true
    in_ns "$ns" iptables -t nat -F 2>/dev/null || true
    for link in "$WAN_GATEWAY" "$WAN_SERVER" "$LAN_GATEWAY" "$LAN_SCHOOL"; do
      in_ns "$ns" ip link del "$link" 2>/dev/null || true
    done
    ip netns del "$ns"
  done
}

# The WAN link for each mode: addresses on both ends, and the shaping the mode allows.
wan_link() {
  local mode=$1
  if [ "$mode" = userspace ]; then
    in_ns "$NS_GATEWAY" ip tuntap add dev "$WAN_GATEWAY" mode tun
    in_ns "$NS_SERVER" ip tuntap add dev "$WAN_SERVER" mode tun
    in_ns "$NS_GATEWAY" ip addr add "$GATEWAY_WAN_ADDRESS" peer "$SERVER_ADDRESS" dev "$WAN_GATEWAY"
    in_ns "$NS_SERVER" ip addr add "$SERVER_ADDRESS" peer "$GATEWAY_WAN_ADDRESS" dev "$WAN_SERVER"
  else
    ip link add "$WAN_GATEWAY" netns "$NS_GATEWAY" type veth peer name "$WAN_SERVER" netns "$NS_SERVER"
    in_ns "$NS_GATEWAY" ip addr add "$GATEWAY_WAN_ADDRESS/24" dev "$WAN_GATEWAY"
    in_ns "$NS_SERVER" ip addr add "$SERVER_ADDRESS/24" dev "$WAN_SERVER"
  fi
  in_ns "$NS_GATEWAY" ip link set "$WAN_GATEWAY" up
  in_ns "$NS_SERVER" ip link set "$WAN_SERVER" up
  # The guide's address on the same link, shaped the same way.
  in_ns "$NS_SERVER" ip addr add "$GUIDE_SERVER_ADDRESS/32" dev "$WAN_SERVER"
  in_ns "$NS_GATEWAY" ip route add "$GUIDE_SERVER_ADDRESS/32" dev "$WAN_GATEWAY"
  local end
  case "$mode" in
    netem)
      for end in "$NS_GATEWAY:$WAN_GATEWAY" "$NS_SERVER:$WAN_SERVER"; do
        in_ns "${end%%:*}" tc qdisc add dev "${end#*:}" root netem delay "${DELAY_MS}ms" \
          rate "${RATE_KBIT}kbit" loss "${LOSS_PERCENT}%" limit "$QUEUE_PACKETS"
      done
      ;;
    partial)
      for end in "$NS_GATEWAY:$WAN_GATEWAY" "$NS_SERVER:$WAN_SERVER"; do
        in_ns "${end%%:*}" tc qdisc add dev "${end#*:}" root tbf rate "${RATE_KBIT}kbit" \
          burst 32kbit limit $((QUEUE_PACKETS * 1500))
      done
      loss_rule
      ;;
  esac
}

# Random loss in the gateway's forwarding path, both ways (partial mode only).
loss_rule() {
  local permille
  permille=$(awk -v p="$LOSS_PERCENT" 'BEGIN { printf "%d", p * 10 }')
  if [ "$(nat_tool)" = nft ]; then
    in_ns "$NS_GATEWAY" nft "add chain ip $NAT_TABLE loss { type filter hook forward priority 0 ; }"
    in_ns "$NS_GATEWAY" nft "add rule ip $NAT_TABLE loss numgen random mod 1000 < $permille drop"
  else
    in_ns "$NS_GATEWAY" iptables -A FORWARD -m statistic --mode random \
      --probability "$(awk -v p="$LOSS_PERCENT" 'BEGIN { print p / 100 }')" -j DROP
  fi
}

# The class's link drops (on) or comes back (off): the gateway drops every packet to or from the
# class's server address; the guide's address (GUIDE_SERVER_ADDRESS) still passes.
outage() {
  if [ "${1:-}" = on ]; then
    if [ "$(nat_tool)" = nft ]; then
      in_ns "$NS_GATEWAY" nft "add table ip $OUTAGE_TABLE"
      in_ns "$NS_GATEWAY" nft "add chain ip $OUTAGE_TABLE cut { type filter hook forward priority -10 ; }"
      in_ns "$NS_GATEWAY" nft "add rule ip $OUTAGE_TABLE cut ip daddr $SERVER_ADDRESS drop"
      in_ns "$NS_GATEWAY" nft "add rule ip $OUTAGE_TABLE cut ip saddr $SERVER_ADDRESS drop"
    else
      in_ns "$NS_GATEWAY" iptables -I FORWARD -d "$SERVER_ADDRESS" -j DROP
      in_ns "$NS_GATEWAY" iptables -I FORWARD -s "$SERVER_ADDRESS" -j DROP
    fi
  else
    if [ "$(nat_tool)" = nft ]; then
      in_ns "$NS_GATEWAY" nft delete table ip "$OUTAGE_TABLE" 2>/dev/null || true
    else
      in_ns "$NS_GATEWAY" iptables -D FORWARD -d "$SERVER_ADDRESS" -j DROP 2>/dev/null || true
      in_ns "$NS_GATEWAY" iptables -D FORWARD -s "$SERVER_ADDRESS" -j DROP 2>/dev/null || true
    fi
  fi
}

up() {
  local mode=${CLASSROOM_SHAPING:-auto}
  [ "$mode" = auto ] && mode=$(probe_shaping)
  down
  local ns
  for ns in "$NS_SERVER" "$NS_GATEWAY" "$NS_SCHOOL"; do
    ip netns add "$ns"
    in_ns "$ns" ip link set lo up
  done
  # The school's LAN: the class behind its gateway.
  ip link add "$LAN_SCHOOL" netns "$NS_SCHOOL" type veth peer name "$LAN_GATEWAY" netns "$NS_GATEWAY"
  in_ns "$NS_SCHOOL" ip addr add "$SCHOOL_ADDRESS/24" dev "$LAN_SCHOOL"
  in_ns "$NS_GATEWAY" ip addr add "$GATEWAY_LAN_ADDRESS/24" dev "$LAN_GATEWAY"
  in_ns "$NS_SCHOOL" ip link set "$LAN_SCHOOL" up
  in_ns "$NS_GATEWAY" ip link set "$LAN_GATEWAY" up
  in_ns "$NS_SCHOOL" ip route add default via "$GATEWAY_LAN_ADDRESS"
  in_ns "$NS_GATEWAY" sysctl -qw net.ipv4.ip_forward=1

  # One address for the whole class: the gateway masquerades everything leaving on the WAN.
  if [ "$(nat_tool)" = nft ]; then
    in_ns "$NS_GATEWAY" nft "add table ip $NAT_TABLE"
    in_ns "$NS_GATEWAY" nft "add chain ip $NAT_TABLE postrouting { type nat hook postrouting priority 100 ; }"
    in_ns "$NS_GATEWAY" nft "add rule ip $NAT_TABLE postrouting oifname \"$WAN_GATEWAY\" masquerade"
  else
    in_ns "$NS_GATEWAY" iptables -t nat -A POSTROUTING -o "$WAN_GATEWAY" -j MASQUERADE
  fi
  wan_link "$mode"
  echo "shaping=$mode"
  case "$mode" in
    netem) echo "note=tc netem: ${RATE_KBIT} kbit/s, ${DELAY_MS} ms each way, ${LOSS_PERCENT} % loss, queue ${QUEUE_PACKETS} packets" ;;
    userspace) echo "note=sch_netem is missing in this kernel: link-emulator.py shapes the link (${RATE_KBIT} kbit/s, ${DELAY_MS} ms each way, ${LOSS_PERCENT} % loss, queue ${QUEUE_PACKETS} packets)" ;;
    partial) echo "note=partial shaping (no sch_netem, no python3 or TUN): only the rate (tbf ${RATE_KBIT} kbit/s) and the loss (${LOSS_PERCENT} %) are applied, NO delay" ;;
    none) echo "note=no shaping works on this machine: the link is NOT shaped" ;;
  esac
}

# The arguments link-emulator.py needs for the userspace mode.
emulator_args() {
  echo "--namespace-a $NS_GATEWAY --device-a $WAN_GATEWAY --namespace-b $NS_SERVER --device-b $WAN_SERVER" \
    "--rate-kbit $RATE_KBIT --delay-ms $DELAY_MS --loss-percent $LOSS_PERCENT --queue-packets $QUEUE_PACKETS"
}

case "${1:-}" in
  check) check ;;
  up) up ;;
  down) down ;;
  emulator-args) emulator_args ;;
  outage) outage "${2:-}" ;;
  *) echo "usage: $0 check|up|down|emulator-args|outage on|off" >&2; exit 2 ;;
esac
