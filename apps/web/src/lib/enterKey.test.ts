import { afterEach, describe, expect, it } from "vitest";
import { enterMovesToNextField } from "./enterKey.ts";

function form(html: string): HTMLFormElement {
  const element = document.createElement("form");
  element.innerHTML = html;
  element.addEventListener("keydown", enterMovesToNextField);
  document.body.append(element);
  return element;
}

/** Enter in the field: answers whether the browser's own action (submitting) was left to happen. */
function enter(field: Element): boolean {
  return field.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
}

afterEach(() => document.body.replaceChildren());

describe("enterMovesToNextField", () => {
  it("goes from a text field to a date field and from the date on, instead of submitting", () => {
    const f = form(
      '<input name="name"><input type="date" name="date"><select name="time"><option>18.30</option></select><button>Send</button>',
    );
    const [name, date, time] = [...f.elements] as HTMLElement[];
    expect(enter(name!)).toBe(false);
    expect(document.activeElement).toBe(date);
    expect(enter(date!)).toBe(false);
    expect(document.activeElement).toBe(time);
  });

  it("leaves Enter in the last field to submit the form", () => {
    const f = form('<input name="name"><input type="time" name="time"><button>Send</button>');
    const time = f.elements.namedItem("time") as HTMLInputElement;
    time.focus();
    expect(enter(time)).toBe(true);
    expect(document.activeElement).toBe(time);
  });
});
