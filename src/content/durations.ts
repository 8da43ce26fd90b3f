/** How long a treatment takes: a single figure or a range, in minutes or hours. */
export interface Duration {
  unit: 'minute' | 'hour';
  min: number;
  /** Upper end of a range; absent for a single figure. */
  max?: number;
}
