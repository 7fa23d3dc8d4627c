// Command empty does nothing: the cost of starting and ending any Go
// process on this machine (BenchmarkProcessFloorEmpty).
package main

func main() {}
