// The price list's packages by their Spanish names, keyed by the English name each is stored under.
// Its own small module: the service pages and the quote form both need it, and nothing else of the other.

export const packageNames: Readonly<Record<string, string>> = {
  Standard: 'Estándar',
  'Energy Efficient': 'Eficiencia energética',
  'Hurricane Impact': 'Impacto contra huracanes',
  'Basic Repair': 'Reparación básica',
  'Standard Repair': 'Reparación estándar',
  'Complete Restoration': 'Restauración completa',
  'Standard Replacement': 'Reemplazo estándar',
  'Energy Efficient Replacement': 'Reemplazo con eficiencia energética',
  'Impact Replacement': 'Reemplazo con ventanas de impacto',
  'Basic Care': 'Cuidado básico',
  'Standard Care': 'Cuidado estándar',
  'Premium Care': 'Cuidado premium',
  'Single Pane': 'Vidrio sencillo',
  'Insulated Glass': 'Vidrio aislante',
  'Laminated Impact Glass': 'Vidrio laminado de impacto',
  Seal: 'Sellado',
  'Seal and Strip': 'Sellado y burletes',
  'Storm Ready': 'Listo para tormentas',
};
