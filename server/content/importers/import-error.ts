/** An import that cannot go on: names the file and says why, for the operator. */
export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'ImportError';
  }
}
