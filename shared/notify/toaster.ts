// Placeholder replaced by the notyf-based toaster.
export function showToast(type: 'success' | 'error', message: string, persistent: boolean): void {
  console.info(type, message, persistent);
}
