export function pluginVersion(): string;
export function pluginFiles(): { name: string; data: Buffer; modified: Date }[];
export function zipPath(version?: string): string;
