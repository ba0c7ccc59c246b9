export async function startupBench(_argv: string[]): Promise<string[]> {
  return ['todo'];
}
