/** Parameter values shared by the node tests. */

/** A resource locator parameter in "By ID" mode, as the editor stores it. */
export const byId = (value: string) => ({ __rl: true, mode: 'id', value });
