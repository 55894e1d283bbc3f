// Peak resident memory of a process and all its descendants, sampled from /proc (Linux).
import fs from "node:fs";

function children(pid) {
  try {
    const tasks = fs.readdirSync(`/proc/${pid}/task`);
    return tasks.flatMap((t) => {
      try {
        return fs.readFileSync(`/proc/${pid}/task/${t}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

function rssKb(pid) {
  try {
    const m = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

export function treeRssKb(root) {
  let total = 0;
  const stack = [root];
  const seen = new Set();
  while (stack.length) {
    const pid = stack.pop();
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += rssKb(pid);
    stack.push(...children(pid));
  }
  return total;
}

/** Samples the tree of `child` every `everyMs`; returns a function that gives the peak so far (MB). */
export function watchPeakRss(child, everyMs = 100) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssKb(child.pid));
  }, everyMs);
  child.once("exit", () => clearInterval(timer));
  return () => Math.round(peak / 1024);
}
