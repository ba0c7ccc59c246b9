export async function evalBench(_argv: string[]): Promise<string[]> {
  return ['todo'];
}
