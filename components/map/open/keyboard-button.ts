/** Enter and Space act on an element that has the button role but is no <button> (Leaflet's marker icons). */
export function keyboardButton(element: HTMLElement, activate: () => void) {
  element.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    event.stopPropagation();
    activate();
  });
}
