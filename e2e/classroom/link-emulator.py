#!/usr/bin/env python3
"""A network link in user space, for kernels without sch_netem (tc netem).

Joins TUN device A (in network namespace A) and TUN device B (in namespace B): every packet read
from one is written to the other after a random loss, a queue limit, the time the link's rate
needs to send it, and a fixed delay, as `tc netem delay D rate R loss L limit Q` does on each end
of a veth pair. Runs until SIGTERM or SIGINT; prints its counters to stderr when it stops.
"""
import argparse
import collections
import ctypes
import fcntl
import os
import random
import select
import signal
import struct
import sys
import time

TUNSETIFF = 0x400454CA
IFF_TUN = 0x0001
IFF_NO_PI = 0x1000
CLONE_NEWNET = 0x40000000
MAX_PACKET = 65535


def enter_namespace(name):
    libc = ctypes.CDLL(None, use_errno=True)
    with open(f"/run/netns/{name}", "rb") as handle:
        if libc.setns(handle.fileno(), CLONE_NEWNET) != 0:
            raise OSError(ctypes.get_errno(), f"setns {name}")


def attach_tun(namespace, device):
    """Opens the (persistent) TUN device `device` of `namespace`."""
    enter_namespace(namespace)
    fd = os.open("/dev/net/tun", os.O_RDWR | os.O_NONBLOCK)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack("16sH", device.encode(), IFF_TUN | IFF_NO_PI))
    return fd


class Direction:
    """One way of the link: a FIFO that sends at `rate` and delivers `delay` later."""

    def __init__(self, name, out_fd, rate_bps, delay_s, loss, queue_packets, rng):
        self.name = name
        self.out_fd = out_fd
        self.rate_bps = rate_bps
        self.delay_s = delay_s
        self.loss = loss
        self.queue_packets = queue_packets
        self.rng = rng
        self.in_flight = collections.deque()  # (deliver_at, sent_at, packet)
        self.free_at = 0.0
        self.counts = collections.Counter()

    def offer(self, packet, now):
        self.counts["packets"] += 1
        if self.rng.random() < self.loss:
            self.counts["lost"] += 1
            return
        # What still waits for the transmitter fills the queue (counted in full-size packets).
        backlog_bytes = max(0.0, self.free_at - now) * self.rate_bps / 8
        if backlog_bytes >= self.queue_packets * 1500:
            self.counts["queue_full"] += 1
            return
        start = max(now, self.free_at)
        self.free_at = start + len(packet) * 8 / self.rate_bps
        self.in_flight.append((self.free_at + self.delay_s, self.free_at, packet))
        self.counts["bytes"] += len(packet)

    def deliver(self, now):
        while self.in_flight and self.in_flight[0][0] <= now:
            packet = self.in_flight.popleft()[2]
            try:
                os.write(self.out_fd, packet)
            except (BlockingIOError, OSError):
                self.counts["write_failed"] += 1

    def next_due(self):
        return self.in_flight[0][0] if self.in_flight else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--namespace-a", required=True)
    parser.add_argument("--device-a", required=True)
    parser.add_argument("--namespace-b", required=True)
    parser.add_argument("--device-b", required=True)
    parser.add_argument("--rate-kbit", type=float, default=2000)
    parser.add_argument("--delay-ms", type=float, default=80)
    parser.add_argument("--loss-percent", type=float, default=1)
    parser.add_argument("--queue-packets", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=20)
    args = parser.parse_args()

    fd_a = attach_tun(args.namespace_a, args.device_a)
    fd_b = attach_tun(args.namespace_b, args.device_b)
    rng = random.Random(args.seed)
    shape = (args.rate_kbit * 1000, args.delay_ms / 1000, args.loss_percent / 100, args.queue_packets)
    a_to_b = Direction(f"{args.device_a}->{args.device_b}", fd_b, *shape, rng)
    b_to_a = Direction(f"{args.device_b}->{args.device_a}", fd_a, *shape, rng)
    reading = {fd_a: a_to_b, fd_b: b_to_a}

    stopping = []
    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, lambda *_: stopping.append(True))
    print("link-emulator: running", file=sys.stderr, flush=True)
    while not stopping:
        now = time.monotonic()
        dues = [d for d in (a_to_b.next_due(), b_to_a.next_due()) if d is not None]
        timeout = max(0.0, min(dues) - now) if dues else 0.5
        try:
            ready, _, _ = select.select(list(reading), [], [], min(timeout, 0.5))
        except InterruptedError:
            continue
        now = time.monotonic()
        for fd in ready:
            # Drain what is there now, a bounded number per wake-up.
            for _ in range(256):
                try:
                    packet = os.read(fd, MAX_PACKET)
                except BlockingIOError:
                    break
                reading[fd].offer(packet, now)
        a_to_b.deliver(now)
        b_to_a.deliver(now)
    for direction in (a_to_b, b_to_a):
        print(f"link-emulator: {direction.name} {dict(direction.counts)}", file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
