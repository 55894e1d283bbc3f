// A request started before the page's first render is handed to its query once, and its failure is nobody's problem
// until someone takes it.
import { earlyRequest } from "../../src/hooks/earlyRequest";

test("starts once, is taken once, then there is nothing to take", async () => {
  const early = earlyRequest<number>();
  const request = jest.fn(() => Promise.resolve(7));
  early.start(request);
  early.start(request);
  expect(request).toHaveBeenCalledTimes(1);
  await expect(early.take()).resolves.toBe(7);
  expect(early.take()).toBeNull();
});

test("a failed early request does not reject unhandled; whoever takes it sees the failure", async () => {
  const early = earlyRequest<number>();
  early.start(() => Promise.reject(new Error("503")));
  await new Promise((r) => setTimeout(r, 0));
  await expect(early.take()).rejects.toThrow("503");
});

test("after a take, a new request can start", async () => {
  const early = earlyRequest<string>();
  early.start(() => Promise.resolve("a"));
  await early.take();
  early.start(() => Promise.resolve("b"));
  await expect(early.take()).resolves.toBe("b");
});
