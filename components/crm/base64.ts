/** Bytes as base64, for the CRM's upload calls (they take JSON). In slices: String.fromCharCode takes a limited number of arguments. */
export function base64OfBytes(bytes: Uint8Array): string {
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** A chosen file's bytes as base64. */
export async function base64Of(file: File): Promise<string> {
  return base64OfBytes(new Uint8Array(await file.arrayBuffer()));
}
