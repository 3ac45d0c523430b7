/** How hard the client processes worked over a window: their cores in total, the busiest one's share. */
export function generatorLoad(before: readonly number[], after: readonly number[], wallSeconds: number) {
  const shares = after.map((seconds, index) => (seconds - (before[index] as number)) / wallSeconds);
  const busiest = Math.max(...shares);
  return {
    clientCores: Math.round(shares.reduce((sum, share) => sum + share, 0) * 100) / 100,
    busiestClientShare: Math.round(busiest * 100) / 100,
    // A client process near a full core falls behind its sockets: what is measured is then partly the clients.
    clientBound: busiest > 0.8,
  };
}
