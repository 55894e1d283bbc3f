import { changedSinceRender, controlsChangedSinceRender, fieldValue } from "../../../src/components/forms/formControls";

function form(html: string): HTMLFormElement {
  const el = document.createElement("form");
  el.innerHTML = html;
  return el;
}

describe("issue 12: reading a form as the user sees it", () => {
  it("fieldValue reads by id or name; '' when there is no such control", () => {
    const f = form(`<input id="u" name="user" value="x"><textarea id="t">hi</textarea>`);
    (f.querySelector("#u") as HTMLInputElement).value = "typed";
    expect(fieldValue(f, "u")).toBe("typed");
    expect(fieldValue(f, "user")).toBe("typed");
    expect(fieldValue(f, "t")).toBe("hi");
    expect(fieldValue(f, "missing")).toBe("");
  });

  it("finds what changed since rendering: text, checkbox, radio, select; not buttons", () => {
    const f = form(`
      <input id="a" value="rendered"><input id="b" type="checkbox"><input id="c" type="checkbox" checked>
      <input id="r1" type="radio" name="r" checked><input id="r2" type="radio" name="r">
      <select id="s"><option value="1" selected>1</option><option value="2">2</option></select>
      <button id="go">Go</button>`);
    expect(controlsChangedSinceRender(f)).toHaveLength(0);
    (f.querySelector("#a") as HTMLInputElement).value = "typed";
    (f.querySelector("#b") as HTMLInputElement).checked = true;
    (f.querySelector("#r2") as HTMLInputElement).checked = true;
    (f.querySelector("#s") as HTMLSelectElement).value = "2";
    expect(controlsChangedSinceRender(f).map((el) => el.id)).toEqual(["a", "b", "r1", "r2", "s"]);
    expect(changedSinceRender(f.querySelector("#c") as HTMLInputElement)).toBe(false);
  });
});
