/** An append-only numeric series in a typed array, so millions of samples stay cheap. */
export class Series {
  private data: Float64Array;
  length = 0;

  constructor(initial = 1024) {
    this.data = new Float64Array(initial);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  at(index: number): number {
    return this.data[index] as number;
  }

  values(): Float64Array {
    return this.data.subarray(0, this.length);
  }
}
