/** El texto de la miniatura de una foto: "1 de 3: cocina.jpg, se abre en tamaño completo". */
export function describePhoto(position: number, count: number, filename: string): string {
  return `${position} de ${count}: ${filename}, se abre en tamaño completo`;
}
