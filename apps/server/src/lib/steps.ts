/**
 * An ordered list of steps that other modules add to (an order's placing, payment, release or
 * refund): `order` places a step among the others (ascending, then by name), so neither the caller
 * nor the import order decides. A registry holds code, no app's state: every app of a process runs
 * the same steps, on the transaction it is handed.
 */
export interface Step<T> {
  readonly name: string;
  readonly order: number;
  run(tx: import('../db/client').Db, subject: T): Promise<void>;
}

export function stepRegistry<T, S extends Step<T> = Step<T>>(what: string, initial: readonly S[] = []) {
  const steps = new Map<string, S>(initial.map((s) => [s.name, s]));
  let inOrder: S[] = [];
  const sort = () => {
    inOrder = [...steps.values()].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  };
  sort();
  return {
    /** Adds a step to every later run; the same step again changes nothing. Answers how to take it out (tests). */
    register(step: S): () => void {
      const known = steps.get(step.name);
      if (known && known !== step) throw new Error(`another ${what} step is named ${step.name}`);
      steps.set(step.name, step);
      sort();
      return () => {
        if (steps.get(step.name) === step) steps.delete(step.name);
        sort();
      };
    },
    /** The steps in order, inside `tx`: the first to throw rolls the whole transaction back. */
    async run(tx: import('../db/client').Db, subject: T) {
      for (const step of inOrder) await step.run(tx, subject);
    },
  };
}
