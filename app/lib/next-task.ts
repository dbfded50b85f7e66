/** Lets the browser paint and handle input before the next step of a long piece of work. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
