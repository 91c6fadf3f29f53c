import { OperationNodeTransformer, type PrimitiveValueListNode, type ValueNode } from 'kysely';

/** For a Kysely plugin: rewrites every value a query sends, single values and value lists alike, with `map`. */
export class ParameterMapper extends OperationNodeTransformer {
  readonly #map: (value: unknown) => unknown;

  constructor(map: (value: unknown) => unknown) {
    super();
    this.#map = map;
  }

  protected override transformValue(node: ValueNode): ValueNode {
    const value = this.#map(node.value);
    return value === node.value ? node : { ...node, value };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const values = node.values.map(this.#map);
    return values.every((value, i) => value === node.values[i]) ? node : { ...node, values };
  }
}
