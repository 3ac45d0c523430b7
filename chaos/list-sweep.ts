// Scrolls each list of the tab 90% of a screen at a time to the end, each step waiting (up to 2 s) until the
// virtualiser has drawn rows in the view (a row across its middle, rows having gaps between them), so none is skipped
// however busy the page. During a flood the active tab is several lists (acute alarms, each group, the rest) and its
// groups are collapsed: every group is opened first, so each of its alarms has a row to draw.
export const LIST_SWEEP = `(async () => {
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  for (let pass = 0; pass < 5; pass++) {
    const closed = document.querySelectorAll('.flood-group__toggle[aria-expanded="false"]');
    if (closed.length === 0) break;
    for (const toggle of closed) toggle.click();
    await pause(100);
  }
  const sweep = async (scroller) => {
    if (scroller.clientHeight === 0) return 0;
    const box = scroller.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    const drawn = () => [...scroller.querySelectorAll('[data-alarm-id]')].some((row) => {
      const rect = row.getBoundingClientRect();
      return rect.top <= middle + 8 && rect.bottom >= middle - 8;
    }) || scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
    let steps = 0;
    for (let top = 0; steps < 20000; top += scroller.clientHeight * 0.9, steps++) {
      scroller.scrollTop = top;
      for (let waited = 0; waited < 2000 && !drawn(); waited += 20) await pause(20);
      await pause(20);
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) break;
    }
    scroller.scrollTop = 0;
    return steps;
  };
  let steps = 0;
  for (const scroller of document.querySelectorAll('.alarm-list__scroll')) steps += await sweep(scroller);
  return steps;
})()`;
