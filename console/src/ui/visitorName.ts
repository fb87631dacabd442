/** How the console names a visitor everywhere: the name they gave, else the e-mail, else a short id. */
export function visitorName(name: string | null | undefined, email: string | null | undefined, id: string): string {
  return name || email || `Visitor ${id.slice(0, 8)}`;
}
