; ModuleID = 'stack_vm.c'
source_filename = "stack_vm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.vm = type { [64 x i32], [8 x i32], [32 x i32], i32, i32, i32 }

@machine = internal global %struct.vm zeroinitializer, align 4
@ncode = internal global i32 0, align 4
@code = internal global [160 x i32] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 -2128831035, i32* %1, align 4
  %8 = call i32 @asm_primes() #2
  store i32 %8, i32* %2, align 4
  %9 = call i32 @asm_fib() #2
  store i32 %9, i32* %3, align 4
  %10 = call i32 @asm_fact() #2
  store i32 %10, i32* %4, align 4
  %11 = load i32, i32* %2, align 4
  %12 = call i32 @run(%struct.vm* noundef @machine, i32 noundef %11) #2
  store i32 %12, i32* %5, align 4
  %13 = load i32, i32* %5, align 4
  call void @print_int(i32 noundef %13) #2
  %14 = load i32, i32* %5, align 4
  %15 = icmp ne i32 %14, 568
  br i1 %15, label %16, label %17

16:                                               ; preds = %0
  call void @abort() #2
  br label %17

17:                                               ; preds = %16, %0
  %18 = load i32, i32* %3, align 4
  %19 = call i32 @run(%struct.vm* noundef @machine, i32 noundef %18) #2
  store i32 %19, i32* %6, align 4
  %20 = load i32, i32* %6, align 4
  call void @print_int(i32 noundef %20) #2
  %21 = load i32, i32* %4, align 4
  %22 = call i32 @run(%struct.vm* noundef @machine, i32 noundef %21) #2
  store i32 %22, i32* %7, align 4
  %23 = load i32, i32* %7, align 4
  call void @print_int(i32 noundef %23) #2
  %24 = load i32, i32* %7, align 4
  %25 = icmp ne i32 %24, 3628800
  br i1 %25, label %26, label %27

26:                                               ; preds = %17
  call void @abort() #2
  br label %27

27:                                               ; preds = %26, %17
  %28 = load i32, i32* %1, align 4
  %29 = load i32, i32* %5, align 4
  %30 = xor i32 %28, %29
  %31 = mul i32 %30, 16777619
  store i32 %31, i32* %1, align 4
  %32 = load i32, i32* %1, align 4
  %33 = load i32, i32* %6, align 4
  %34 = xor i32 %32, %33
  %35 = mul i32 %34, 16777619
  store i32 %35, i32* %1, align 4
  %36 = load i32, i32* %1, align 4
  %37 = load i32, i32* %7, align 4
  %38 = xor i32 %36, %37
  %39 = mul i32 %38, 16777619
  store i32 %39, i32* %1, align 4
  %40 = load i32, i32* %1, align 4
  %41 = load i32, i32* getelementptr inbounds (%struct.vm, %struct.vm* @machine, i32 0, i32 5), align 4
  %42 = xor i32 %40, %41
  %43 = mul i32 %42, 16777619
  store i32 %43, i32* %1, align 4
  %44 = load i32, i32* %1, align 4
  %45 = and i32 %44, 2147483647
  call void @exit(i32 noundef %45) #2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i32 @asm_primes() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = load i32, i32* @ncode, align 4
  store i32 %8, i32* %1, align 4
  call void @e2(i32 noundef 1, i32 noundef 0) #2
  call void @e2(i32 noundef 15, i32 noundef 2) #2
  call void @e2(i32 noundef 1, i32 noundef 2) #2
  call void @e2(i32 noundef 15, i32 noundef 0) #2
  %9 = load i32, i32* @ncode, align 4
  store i32 %9, i32* %2, align 4
  call void @e2(i32 noundef 14, i32 noundef 0) #2
  call void @e2(i32 noundef 1, i32 noundef 70) #2
  call void @e1(i32 noundef 11) #2
  %10 = call i32 @fwd(i32 noundef 17) #2
  store i32 %10, i32* %3, align 4
  call void @e2(i32 noundef 1, i32 noundef 1) #2
  call void @e2(i32 noundef 15, i32 noundef 3) #2
  call void @e2(i32 noundef 1, i32 noundef 2) #2
  call void @e2(i32 noundef 15, i32 noundef 1) #2
  %11 = load i32, i32* @ncode, align 4
  store i32 %11, i32* %4, align 4
  call void @e2(i32 noundef 14, i32 noundef 0) #2
  call void @e2(i32 noundef 14, i32 noundef 1) #2
  call void @e1(i32 noundef 3) #2
  call void @e1(i32 noundef 8) #2
  call void @e1(i32 noundef 11) #2
  call void @e1(i32 noundef 13) #2
  %12 = call i32 @fwd(i32 noundef 17) #2
  store i32 %12, i32* %5, align 4
  call void @e2(i32 noundef 14, i32 noundef 0) #2
  call void @e2(i32 noundef 14, i32 noundef 1) #2
  call void @e1(i32 noundef 10) #2
  %13 = call i32 @fwd(i32 noundef 17) #2
  store i32 %13, i32* %6, align 4
  call void @e2(i32 noundef 14, i32 noundef 1) #2
  call void @e2(i32 noundef 1, i32 noundef 1) #2
  call void @e1(i32 noundef 6) #2
  call void @e2(i32 noundef 15, i32 noundef 1) #2
  %14 = load i32, i32* %4, align 4
  call void @e2(i32 noundef 16, i32 noundef %14) #2
  %15 = load i32, i32* %6, align 4
  call void @patch(i32 noundef %15) #2
  call void @e2(i32 noundef 1, i32 noundef 0) #2
  call void @e2(i32 noundef 15, i32 noundef 3) #2
  %16 = load i32, i32* %5, align 4
  call void @patch(i32 noundef %16) #2
  call void @e2(i32 noundef 14, i32 noundef 3) #2
  %17 = call i32 @fwd(i32 noundef 17) #2
  store i32 %17, i32* %7, align 4
  call void @e2(i32 noundef 14, i32 noundef 2) #2
  call void @e2(i32 noundef 14, i32 noundef 0) #2
  call void @e1(i32 noundef 6) #2
  call void @e2(i32 noundef 15, i32 noundef 2) #2
  %18 = load i32, i32* %7, align 4
  call void @patch(i32 noundef %18) #2
  call void @e2(i32 noundef 14, i32 noundef 0) #2
  call void @e2(i32 noundef 1, i32 noundef 1) #2
  call void @e1(i32 noundef 6) #2
  call void @e2(i32 noundef 15, i32 noundef 0) #2
  %19 = load i32, i32* %2, align 4
  call void @e2(i32 noundef 16, i32 noundef %19) #2
  %20 = load i32, i32* %3, align 4
  call void @patch(i32 noundef %20) #2
  call void @e2(i32 noundef 14, i32 noundef 2) #2
  call void @e1(i32 noundef 0) #2
  %21 = load i32, i32* %1, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone
define internal i32 @asm_fib() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = load i32, i32* @ncode, align 4
  store i32 %4, i32* %1, align 4
  call void @e2(i32 noundef 1, i32 noundef 0) #2
  call void @e2(i32 noundef 15, i32 noundef 0) #2
  call void @e2(i32 noundef 1, i32 noundef 1) #2
  call void @e2(i32 noundef 15, i32 noundef 1) #2
  call void @e2(i32 noundef 1, i32 noundef 30) #2
  call void @e2(i32 noundef 15, i32 noundef 2) #2
  %5 = load i32, i32* @ncode, align 4
  store i32 %5, i32* %2, align 4
  call void @e2(i32 noundef 14, i32 noundef 2) #2
  %6 = call i32 @fwd(i32 noundef 17) #2
  store i32 %6, i32* %3, align 4
  call void @e2(i32 noundef 14, i32 noundef 0) #2
  call void @e2(i32 noundef 14, i32 noundef 1) #2
  call void @e1(i32 noundef 6) #2
  call void @e2(i32 noundef 1, i32 noundef 1000003) #2
  call void @e1(i32 noundef 10) #2
  call void @e2(i32 noundef 14, i32 noundef 1) #2
  call void @e2(i32 noundef 15, i32 noundef 0) #2
  call void @e2(i32 noundef 15, i32 noundef 1) #2
  call void @e2(i32 noundef 14, i32 noundef 2) #2
  call void @e2(i32 noundef 1, i32 noundef 1) #2
  call void @e1(i32 noundef 7) #2
  call void @e2(i32 noundef 15, i32 noundef 2) #2
  %7 = load i32, i32* %2, align 4
  call void @e2(i32 noundef 16, i32 noundef %7) #2
  %8 = load i32, i32* %3, align 4
  call void @patch(i32 noundef %8) #2
  call void @e2(i32 noundef 14, i32 noundef 0) #2
  call void @e1(i32 noundef 0) #2
  %9 = load i32, i32* %1, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @asm_fact() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = load i32, i32* @ncode, align 4
  store i32 %5, i32* %1, align 4
  call void @e2(i32 noundef 1, i32 noundef 10) #2
  %6 = call i32 @fwd(i32 noundef 18) #2
  store i32 %6, i32* %2, align 4
  call void @e1(i32 noundef 0) #2
  %7 = load i32, i32* @ncode, align 4
  store i32 %7, i32* %3, align 4
  %8 = load i32, i32* %2, align 4
  call void @patch(i32 noundef %8) #2
  call void @e1(i32 noundef 3) #2
  call void @e2(i32 noundef 1, i32 noundef 2) #2
  call void @e1(i32 noundef 11) #2
  %9 = call i32 @fwd(i32 noundef 17) #2
  store i32 %9, i32* %4, align 4
  call void @e1(i32 noundef 19) #2
  %10 = load i32, i32* %4, align 4
  call void @patch(i32 noundef %10) #2
  call void @e1(i32 noundef 3) #2
  call void @e2(i32 noundef 1, i32 noundef 1) #2
  call void @e1(i32 noundef 7) #2
  %11 = load i32, i32* %3, align 4
  call void @e2(i32 noundef 18, i32 noundef %11) #2
  call void @e1(i32 noundef 8) #2
  call void @e1(i32 noundef 19) #2
  %12 = load i32, i32* %1, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone
define internal i32 @run(%struct.vm* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.vm*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store %struct.vm* %0, %struct.vm** %3, align 8
  store i32 %1, i32* %4, align 4
  %8 = load %struct.vm*, %struct.vm** %3, align 8
  %9 = getelementptr inbounds %struct.vm, %struct.vm* %8, i32 0, i32 3
  store i32 0, i32* %9, align 4
  %10 = load %struct.vm*, %struct.vm** %3, align 8
  %11 = getelementptr inbounds %struct.vm, %struct.vm* %10, i32 0, i32 4
  store i32 0, i32* %11, align 4
  br label %12

12:                                               ; preds = %509, %2
  %13 = load i32, i32* %4, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* %4, align 4
  %15 = sext i32 %13 to i64
  %16 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i64 0, i64 %15
  %17 = load i32, i32* %16, align 4
  store i32 %17, i32* %5, align 4
  %18 = load %struct.vm*, %struct.vm** %3, align 8
  %19 = getelementptr inbounds %struct.vm, %struct.vm* %18, i32 0, i32 5
  %20 = load i32, i32* %19, align 4
  %21 = add i32 %20, 1
  store i32 %21, i32* %19, align 4
  %22 = load %struct.vm*, %struct.vm** %3, align 8
  %23 = getelementptr inbounds %struct.vm, %struct.vm* %22, i32 0, i32 3
  %24 = load i32, i32* %23, align 4
  %25 = icmp slt i32 %24, 0
  br i1 %25, label %41, label %26

26:                                               ; preds = %12
  %27 = load %struct.vm*, %struct.vm** %3, align 8
  %28 = getelementptr inbounds %struct.vm, %struct.vm* %27, i32 0, i32 3
  %29 = load i32, i32* %28, align 4
  %30 = icmp sgt i32 %29, 62
  br i1 %30, label %41, label %31

31:                                               ; preds = %26
  %32 = load %struct.vm*, %struct.vm** %3, align 8
  %33 = getelementptr inbounds %struct.vm, %struct.vm* %32, i32 0, i32 4
  %34 = load i32, i32* %33, align 4
  %35 = icmp slt i32 %34, 0
  br i1 %35, label %41, label %36

36:                                               ; preds = %31
  %37 = load %struct.vm*, %struct.vm** %3, align 8
  %38 = getelementptr inbounds %struct.vm, %struct.vm* %37, i32 0, i32 4
  %39 = load i32, i32* %38, align 4
  %40 = icmp sgt i32 %39, 31
  br i1 %40, label %41, label %42

41:                                               ; preds = %36, %31, %26, %12
  call void @abort() #2
  br label %42

42:                                               ; preds = %41, %36
  %43 = load i32, i32* %5, align 4
  switch i32 %43, label %508 [
    i32 0, label %44
    i32 1, label %62
    i32 2, label %76
    i32 3, label %81
    i32 4, label %102
    i32 5, label %138
    i32 6, label %159
    i32 7, label %189
    i32 8, label %219
    i32 9, label %249
    i32 10, label %291
    i32 11, label %333
    i32 12, label %364
    i32 13, label %395
    i32 14, label %416
    i32 15, label %436
    i32 16, label %456
    i32 17, label %461
    i32 18, label %483
    i32 19, label %498
  ]

44:                                               ; preds = %42
  %45 = load %struct.vm*, %struct.vm** %3, align 8
  %46 = getelementptr inbounds %struct.vm, %struct.vm* %45, i32 0, i32 3
  %47 = load i32, i32* %46, align 4
  %48 = icmp sgt i32 %47, 0
  br i1 %48, label %49, label %59

49:                                               ; preds = %44
  %50 = load %struct.vm*, %struct.vm** %3, align 8
  %51 = getelementptr inbounds %struct.vm, %struct.vm* %50, i32 0, i32 0
  %52 = load %struct.vm*, %struct.vm** %3, align 8
  %53 = getelementptr inbounds %struct.vm, %struct.vm* %52, i32 0, i32 3
  %54 = load i32, i32* %53, align 4
  %55 = sub nsw i32 %54, 1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [64 x i32], [64 x i32]* %51, i64 0, i64 %56
  %58 = load i32, i32* %57, align 4
  br label %60

59:                                               ; preds = %44
  br label %60

60:                                               ; preds = %59, %49
  %61 = phi i32 [ %58, %49 ], [ 0, %59 ]
  ret i32 %61

62:                                               ; preds = %42
  %63 = load i32, i32* %4, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %4, align 4
  %65 = sext i32 %63 to i64
  %66 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i64 0, i64 %65
  %67 = load i32, i32* %66, align 4
  %68 = load %struct.vm*, %struct.vm** %3, align 8
  %69 = getelementptr inbounds %struct.vm, %struct.vm* %68, i32 0, i32 0
  %70 = load %struct.vm*, %struct.vm** %3, align 8
  %71 = getelementptr inbounds %struct.vm, %struct.vm* %70, i32 0, i32 3
  %72 = load i32, i32* %71, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, i32* %71, align 4
  %74 = sext i32 %72 to i64
  %75 = getelementptr inbounds [64 x i32], [64 x i32]* %69, i64 0, i64 %74
  store i32 %67, i32* %75, align 4
  br label %509

76:                                               ; preds = %42
  %77 = load %struct.vm*, %struct.vm** %3, align 8
  %78 = getelementptr inbounds %struct.vm, %struct.vm* %77, i32 0, i32 3
  %79 = load i32, i32* %78, align 4
  %80 = add nsw i32 %79, -1
  store i32 %80, i32* %78, align 4
  br label %509

81:                                               ; preds = %42
  %82 = load %struct.vm*, %struct.vm** %3, align 8
  %83 = getelementptr inbounds %struct.vm, %struct.vm* %82, i32 0, i32 0
  %84 = load %struct.vm*, %struct.vm** %3, align 8
  %85 = getelementptr inbounds %struct.vm, %struct.vm* %84, i32 0, i32 3
  %86 = load i32, i32* %85, align 4
  %87 = sub nsw i32 %86, 1
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [64 x i32], [64 x i32]* %83, i64 0, i64 %88
  %90 = load i32, i32* %89, align 4
  %91 = load %struct.vm*, %struct.vm** %3, align 8
  %92 = getelementptr inbounds %struct.vm, %struct.vm* %91, i32 0, i32 0
  %93 = load %struct.vm*, %struct.vm** %3, align 8
  %94 = getelementptr inbounds %struct.vm, %struct.vm* %93, i32 0, i32 3
  %95 = load i32, i32* %94, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [64 x i32], [64 x i32]* %92, i64 0, i64 %96
  store i32 %90, i32* %97, align 4
  %98 = load %struct.vm*, %struct.vm** %3, align 8
  %99 = getelementptr inbounds %struct.vm, %struct.vm* %98, i32 0, i32 3
  %100 = load i32, i32* %99, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, i32* %99, align 4
  br label %509

102:                                              ; preds = %42
  %103 = load %struct.vm*, %struct.vm** %3, align 8
  %104 = getelementptr inbounds %struct.vm, %struct.vm* %103, i32 0, i32 0
  %105 = load %struct.vm*, %struct.vm** %3, align 8
  %106 = getelementptr inbounds %struct.vm, %struct.vm* %105, i32 0, i32 3
  %107 = load i32, i32* %106, align 4
  %108 = sub nsw i32 %107, 1
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [64 x i32], [64 x i32]* %104, i64 0, i64 %109
  %111 = load i32, i32* %110, align 4
  store i32 %111, i32* %6, align 4
  %112 = load %struct.vm*, %struct.vm** %3, align 8
  %113 = getelementptr inbounds %struct.vm, %struct.vm* %112, i32 0, i32 0
  %114 = load %struct.vm*, %struct.vm** %3, align 8
  %115 = getelementptr inbounds %struct.vm, %struct.vm* %114, i32 0, i32 3
  %116 = load i32, i32* %115, align 4
  %117 = sub nsw i32 %116, 2
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [64 x i32], [64 x i32]* %113, i64 0, i64 %118
  %120 = load i32, i32* %119, align 4
  %121 = load %struct.vm*, %struct.vm** %3, align 8
  %122 = getelementptr inbounds %struct.vm, %struct.vm* %121, i32 0, i32 0
  %123 = load %struct.vm*, %struct.vm** %3, align 8
  %124 = getelementptr inbounds %struct.vm, %struct.vm* %123, i32 0, i32 3
  %125 = load i32, i32* %124, align 4
  %126 = sub nsw i32 %125, 1
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [64 x i32], [64 x i32]* %122, i64 0, i64 %127
  store i32 %120, i32* %128, align 4
  %129 = load i32, i32* %6, align 4
  %130 = load %struct.vm*, %struct.vm** %3, align 8
  %131 = getelementptr inbounds %struct.vm, %struct.vm* %130, i32 0, i32 0
  %132 = load %struct.vm*, %struct.vm** %3, align 8
  %133 = getelementptr inbounds %struct.vm, %struct.vm* %132, i32 0, i32 3
  %134 = load i32, i32* %133, align 4
  %135 = sub nsw i32 %134, 2
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [64 x i32], [64 x i32]* %131, i64 0, i64 %136
  store i32 %129, i32* %137, align 4
  br label %509

138:                                              ; preds = %42
  %139 = load %struct.vm*, %struct.vm** %3, align 8
  %140 = getelementptr inbounds %struct.vm, %struct.vm* %139, i32 0, i32 0
  %141 = load %struct.vm*, %struct.vm** %3, align 8
  %142 = getelementptr inbounds %struct.vm, %struct.vm* %141, i32 0, i32 3
  %143 = load i32, i32* %142, align 4
  %144 = sub nsw i32 %143, 2
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [64 x i32], [64 x i32]* %140, i64 0, i64 %145
  %147 = load i32, i32* %146, align 4
  %148 = load %struct.vm*, %struct.vm** %3, align 8
  %149 = getelementptr inbounds %struct.vm, %struct.vm* %148, i32 0, i32 0
  %150 = load %struct.vm*, %struct.vm** %3, align 8
  %151 = getelementptr inbounds %struct.vm, %struct.vm* %150, i32 0, i32 3
  %152 = load i32, i32* %151, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [64 x i32], [64 x i32]* %149, i64 0, i64 %153
  store i32 %147, i32* %154, align 4
  %155 = load %struct.vm*, %struct.vm** %3, align 8
  %156 = getelementptr inbounds %struct.vm, %struct.vm* %155, i32 0, i32 3
  %157 = load i32, i32* %156, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, i32* %156, align 4
  br label %509

159:                                              ; preds = %42
  %160 = load %struct.vm*, %struct.vm** %3, align 8
  %161 = getelementptr inbounds %struct.vm, %struct.vm* %160, i32 0, i32 0
  %162 = load %struct.vm*, %struct.vm** %3, align 8
  %163 = getelementptr inbounds %struct.vm, %struct.vm* %162, i32 0, i32 3
  %164 = load i32, i32* %163, align 4
  %165 = add nsw i32 %164, -1
  store i32 %165, i32* %163, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [64 x i32], [64 x i32]* %161, i64 0, i64 %166
  %168 = load i32, i32* %167, align 4
  store i32 %168, i32* %7, align 4
  %169 = load %struct.vm*, %struct.vm** %3, align 8
  %170 = getelementptr inbounds %struct.vm, %struct.vm* %169, i32 0, i32 0
  %171 = load %struct.vm*, %struct.vm** %3, align 8
  %172 = getelementptr inbounds %struct.vm, %struct.vm* %171, i32 0, i32 3
  %173 = load i32, i32* %172, align 4
  %174 = sub nsw i32 %173, 1
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [64 x i32], [64 x i32]* %170, i64 0, i64 %175
  %177 = load i32, i32* %176, align 4
  store i32 %177, i32* %6, align 4
  %178 = load i32, i32* %6, align 4
  %179 = load i32, i32* %7, align 4
  %180 = add i32 %178, %179
  %181 = load %struct.vm*, %struct.vm** %3, align 8
  %182 = getelementptr inbounds %struct.vm, %struct.vm* %181, i32 0, i32 0
  %183 = load %struct.vm*, %struct.vm** %3, align 8
  %184 = getelementptr inbounds %struct.vm, %struct.vm* %183, i32 0, i32 3
  %185 = load i32, i32* %184, align 4
  %186 = sub nsw i32 %185, 1
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [64 x i32], [64 x i32]* %182, i64 0, i64 %187
  store i32 %180, i32* %188, align 4
  br label %509

189:                                              ; preds = %42
  %190 = load %struct.vm*, %struct.vm** %3, align 8
  %191 = getelementptr inbounds %struct.vm, %struct.vm* %190, i32 0, i32 0
  %192 = load %struct.vm*, %struct.vm** %3, align 8
  %193 = getelementptr inbounds %struct.vm, %struct.vm* %192, i32 0, i32 3
  %194 = load i32, i32* %193, align 4
  %195 = add nsw i32 %194, -1
  store i32 %195, i32* %193, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [64 x i32], [64 x i32]* %191, i64 0, i64 %196
  %198 = load i32, i32* %197, align 4
  store i32 %198, i32* %7, align 4
  %199 = load %struct.vm*, %struct.vm** %3, align 8
  %200 = getelementptr inbounds %struct.vm, %struct.vm* %199, i32 0, i32 0
  %201 = load %struct.vm*, %struct.vm** %3, align 8
  %202 = getelementptr inbounds %struct.vm, %struct.vm* %201, i32 0, i32 3
  %203 = load i32, i32* %202, align 4
  %204 = sub nsw i32 %203, 1
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds [64 x i32], [64 x i32]* %200, i64 0, i64 %205
  %207 = load i32, i32* %206, align 4
  store i32 %207, i32* %6, align 4
  %208 = load i32, i32* %6, align 4
  %209 = load i32, i32* %7, align 4
  %210 = sub i32 %208, %209
  %211 = load %struct.vm*, %struct.vm** %3, align 8
  %212 = getelementptr inbounds %struct.vm, %struct.vm* %211, i32 0, i32 0
  %213 = load %struct.vm*, %struct.vm** %3, align 8
  %214 = getelementptr inbounds %struct.vm, %struct.vm* %213, i32 0, i32 3
  %215 = load i32, i32* %214, align 4
  %216 = sub nsw i32 %215, 1
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [64 x i32], [64 x i32]* %212, i64 0, i64 %217
  store i32 %210, i32* %218, align 4
  br label %509

219:                                              ; preds = %42
  %220 = load %struct.vm*, %struct.vm** %3, align 8
  %221 = getelementptr inbounds %struct.vm, %struct.vm* %220, i32 0, i32 0
  %222 = load %struct.vm*, %struct.vm** %3, align 8
  %223 = getelementptr inbounds %struct.vm, %struct.vm* %222, i32 0, i32 3
  %224 = load i32, i32* %223, align 4
  %225 = add nsw i32 %224, -1
  store i32 %225, i32* %223, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [64 x i32], [64 x i32]* %221, i64 0, i64 %226
  %228 = load i32, i32* %227, align 4
  store i32 %228, i32* %7, align 4
  %229 = load %struct.vm*, %struct.vm** %3, align 8
  %230 = getelementptr inbounds %struct.vm, %struct.vm* %229, i32 0, i32 0
  %231 = load %struct.vm*, %struct.vm** %3, align 8
  %232 = getelementptr inbounds %struct.vm, %struct.vm* %231, i32 0, i32 3
  %233 = load i32, i32* %232, align 4
  %234 = sub nsw i32 %233, 1
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [64 x i32], [64 x i32]* %230, i64 0, i64 %235
  %237 = load i32, i32* %236, align 4
  store i32 %237, i32* %6, align 4
  %238 = load i32, i32* %6, align 4
  %239 = load i32, i32* %7, align 4
  %240 = mul i32 %238, %239
  %241 = load %struct.vm*, %struct.vm** %3, align 8
  %242 = getelementptr inbounds %struct.vm, %struct.vm* %241, i32 0, i32 0
  %243 = load %struct.vm*, %struct.vm** %3, align 8
  %244 = getelementptr inbounds %struct.vm, %struct.vm* %243, i32 0, i32 3
  %245 = load i32, i32* %244, align 4
  %246 = sub nsw i32 %245, 1
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [64 x i32], [64 x i32]* %242, i64 0, i64 %247
  store i32 %240, i32* %248, align 4
  br label %509

249:                                              ; preds = %42
  %250 = load %struct.vm*, %struct.vm** %3, align 8
  %251 = getelementptr inbounds %struct.vm, %struct.vm* %250, i32 0, i32 0
  %252 = load %struct.vm*, %struct.vm** %3, align 8
  %253 = getelementptr inbounds %struct.vm, %struct.vm* %252, i32 0, i32 3
  %254 = load i32, i32* %253, align 4
  %255 = add nsw i32 %254, -1
  store i32 %255, i32* %253, align 4
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds [64 x i32], [64 x i32]* %251, i64 0, i64 %256
  %258 = load i32, i32* %257, align 4
  store i32 %258, i32* %7, align 4
  %259 = load %struct.vm*, %struct.vm** %3, align 8
  %260 = getelementptr inbounds %struct.vm, %struct.vm* %259, i32 0, i32 0
  %261 = load %struct.vm*, %struct.vm** %3, align 8
  %262 = getelementptr inbounds %struct.vm, %struct.vm* %261, i32 0, i32 3
  %263 = load i32, i32* %262, align 4
  %264 = sub nsw i32 %263, 1
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds [64 x i32], [64 x i32]* %260, i64 0, i64 %265
  %267 = load i32, i32* %266, align 4
  store i32 %267, i32* %6, align 4
  %268 = load i32, i32* %7, align 4
  %269 = icmp eq i32 %268, 0
  br i1 %269, label %276, label %270

270:                                              ; preds = %249
  %271 = load i32, i32* %6, align 4
  %272 = icmp eq i32 %271, -2147483648
  br i1 %272, label %273, label %277

273:                                              ; preds = %270
  %274 = load i32, i32* %7, align 4
  %275 = icmp eq i32 %274, -1
  br i1 %275, label %276, label %277

276:                                              ; preds = %273, %249
  br label %281

277:                                              ; preds = %273, %270
  %278 = load i32, i32* %6, align 4
  %279 = load i32, i32* %7, align 4
  %280 = sdiv i32 %278, %279
  br label %281

281:                                              ; preds = %277, %276
  %282 = phi i32 [ 0, %276 ], [ %280, %277 ]
  %283 = load %struct.vm*, %struct.vm** %3, align 8
  %284 = getelementptr inbounds %struct.vm, %struct.vm* %283, i32 0, i32 0
  %285 = load %struct.vm*, %struct.vm** %3, align 8
  %286 = getelementptr inbounds %struct.vm, %struct.vm* %285, i32 0, i32 3
  %287 = load i32, i32* %286, align 4
  %288 = sub nsw i32 %287, 1
  %289 = sext i32 %288 to i64
  %290 = getelementptr inbounds [64 x i32], [64 x i32]* %284, i64 0, i64 %289
  store i32 %282, i32* %290, align 4
  br label %509

291:                                              ; preds = %42
  %292 = load %struct.vm*, %struct.vm** %3, align 8
  %293 = getelementptr inbounds %struct.vm, %struct.vm* %292, i32 0, i32 0
  %294 = load %struct.vm*, %struct.vm** %3, align 8
  %295 = getelementptr inbounds %struct.vm, %struct.vm* %294, i32 0, i32 3
  %296 = load i32, i32* %295, align 4
  %297 = add nsw i32 %296, -1
  store i32 %297, i32* %295, align 4
  %298 = sext i32 %297 to i64
  %299 = getelementptr inbounds [64 x i32], [64 x i32]* %293, i64 0, i64 %298
  %300 = load i32, i32* %299, align 4
  store i32 %300, i32* %7, align 4
  %301 = load %struct.vm*, %struct.vm** %3, align 8
  %302 = getelementptr inbounds %struct.vm, %struct.vm* %301, i32 0, i32 0
  %303 = load %struct.vm*, %struct.vm** %3, align 8
  %304 = getelementptr inbounds %struct.vm, %struct.vm* %303, i32 0, i32 3
  %305 = load i32, i32* %304, align 4
  %306 = sub nsw i32 %305, 1
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds [64 x i32], [64 x i32]* %302, i64 0, i64 %307
  %309 = load i32, i32* %308, align 4
  store i32 %309, i32* %6, align 4
  %310 = load i32, i32* %7, align 4
  %311 = icmp eq i32 %310, 0
  br i1 %311, label %318, label %312

312:                                              ; preds = %291
  %313 = load i32, i32* %6, align 4
  %314 = icmp eq i32 %313, -2147483648
  br i1 %314, label %315, label %319

315:                                              ; preds = %312
  %316 = load i32, i32* %7, align 4
  %317 = icmp eq i32 %316, -1
  br i1 %317, label %318, label %319

318:                                              ; preds = %315, %291
  br label %323

319:                                              ; preds = %315, %312
  %320 = load i32, i32* %6, align 4
  %321 = load i32, i32* %7, align 4
  %322 = srem i32 %320, %321
  br label %323

323:                                              ; preds = %319, %318
  %324 = phi i32 [ 0, %318 ], [ %322, %319 ]
  %325 = load %struct.vm*, %struct.vm** %3, align 8
  %326 = getelementptr inbounds %struct.vm, %struct.vm* %325, i32 0, i32 0
  %327 = load %struct.vm*, %struct.vm** %3, align 8
  %328 = getelementptr inbounds %struct.vm, %struct.vm* %327, i32 0, i32 3
  %329 = load i32, i32* %328, align 4
  %330 = sub nsw i32 %329, 1
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds [64 x i32], [64 x i32]* %326, i64 0, i64 %331
  store i32 %324, i32* %332, align 4
  br label %509

333:                                              ; preds = %42
  %334 = load %struct.vm*, %struct.vm** %3, align 8
  %335 = getelementptr inbounds %struct.vm, %struct.vm* %334, i32 0, i32 0
  %336 = load %struct.vm*, %struct.vm** %3, align 8
  %337 = getelementptr inbounds %struct.vm, %struct.vm* %336, i32 0, i32 3
  %338 = load i32, i32* %337, align 4
  %339 = add nsw i32 %338, -1
  store i32 %339, i32* %337, align 4
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds [64 x i32], [64 x i32]* %335, i64 0, i64 %340
  %342 = load i32, i32* %341, align 4
  store i32 %342, i32* %7, align 4
  %343 = load %struct.vm*, %struct.vm** %3, align 8
  %344 = getelementptr inbounds %struct.vm, %struct.vm* %343, i32 0, i32 0
  %345 = load %struct.vm*, %struct.vm** %3, align 8
  %346 = getelementptr inbounds %struct.vm, %struct.vm* %345, i32 0, i32 3
  %347 = load i32, i32* %346, align 4
  %348 = sub nsw i32 %347, 1
  %349 = sext i32 %348 to i64
  %350 = getelementptr inbounds [64 x i32], [64 x i32]* %344, i64 0, i64 %349
  %351 = load i32, i32* %350, align 4
  store i32 %351, i32* %6, align 4
  %352 = load i32, i32* %6, align 4
  %353 = load i32, i32* %7, align 4
  %354 = icmp slt i32 %352, %353
  %355 = zext i1 %354 to i32
  %356 = load %struct.vm*, %struct.vm** %3, align 8
  %357 = getelementptr inbounds %struct.vm, %struct.vm* %356, i32 0, i32 0
  %358 = load %struct.vm*, %struct.vm** %3, align 8
  %359 = getelementptr inbounds %struct.vm, %struct.vm* %358, i32 0, i32 3
  %360 = load i32, i32* %359, align 4
  %361 = sub nsw i32 %360, 1
  %362 = sext i32 %361 to i64
  %363 = getelementptr inbounds [64 x i32], [64 x i32]* %357, i64 0, i64 %362
  store i32 %355, i32* %363, align 4
  br label %509

364:                                              ; preds = %42
  %365 = load %struct.vm*, %struct.vm** %3, align 8
  %366 = getelementptr inbounds %struct.vm, %struct.vm* %365, i32 0, i32 0
  %367 = load %struct.vm*, %struct.vm** %3, align 8
  %368 = getelementptr inbounds %struct.vm, %struct.vm* %367, i32 0, i32 3
  %369 = load i32, i32* %368, align 4
  %370 = add nsw i32 %369, -1
  store i32 %370, i32* %368, align 4
  %371 = sext i32 %370 to i64
  %372 = getelementptr inbounds [64 x i32], [64 x i32]* %366, i64 0, i64 %371
  %373 = load i32, i32* %372, align 4
  store i32 %373, i32* %7, align 4
  %374 = load %struct.vm*, %struct.vm** %3, align 8
  %375 = getelementptr inbounds %struct.vm, %struct.vm* %374, i32 0, i32 0
  %376 = load %struct.vm*, %struct.vm** %3, align 8
  %377 = getelementptr inbounds %struct.vm, %struct.vm* %376, i32 0, i32 3
  %378 = load i32, i32* %377, align 4
  %379 = sub nsw i32 %378, 1
  %380 = sext i32 %379 to i64
  %381 = getelementptr inbounds [64 x i32], [64 x i32]* %375, i64 0, i64 %380
  %382 = load i32, i32* %381, align 4
  store i32 %382, i32* %6, align 4
  %383 = load i32, i32* %6, align 4
  %384 = load i32, i32* %7, align 4
  %385 = icmp eq i32 %383, %384
  %386 = zext i1 %385 to i32
  %387 = load %struct.vm*, %struct.vm** %3, align 8
  %388 = getelementptr inbounds %struct.vm, %struct.vm* %387, i32 0, i32 0
  %389 = load %struct.vm*, %struct.vm** %3, align 8
  %390 = getelementptr inbounds %struct.vm, %struct.vm* %389, i32 0, i32 3
  %391 = load i32, i32* %390, align 4
  %392 = sub nsw i32 %391, 1
  %393 = sext i32 %392 to i64
  %394 = getelementptr inbounds [64 x i32], [64 x i32]* %388, i64 0, i64 %393
  store i32 %386, i32* %394, align 4
  br label %509

395:                                              ; preds = %42
  %396 = load %struct.vm*, %struct.vm** %3, align 8
  %397 = getelementptr inbounds %struct.vm, %struct.vm* %396, i32 0, i32 0
  %398 = load %struct.vm*, %struct.vm** %3, align 8
  %399 = getelementptr inbounds %struct.vm, %struct.vm* %398, i32 0, i32 3
  %400 = load i32, i32* %399, align 4
  %401 = sub nsw i32 %400, 1
  %402 = sext i32 %401 to i64
  %403 = getelementptr inbounds [64 x i32], [64 x i32]* %397, i64 0, i64 %402
  %404 = load i32, i32* %403, align 4
  %405 = icmp ne i32 %404, 0
  %406 = xor i1 %405, true
  %407 = zext i1 %406 to i32
  %408 = load %struct.vm*, %struct.vm** %3, align 8
  %409 = getelementptr inbounds %struct.vm, %struct.vm* %408, i32 0, i32 0
  %410 = load %struct.vm*, %struct.vm** %3, align 8
  %411 = getelementptr inbounds %struct.vm, %struct.vm* %410, i32 0, i32 3
  %412 = load i32, i32* %411, align 4
  %413 = sub nsw i32 %412, 1
  %414 = sext i32 %413 to i64
  %415 = getelementptr inbounds [64 x i32], [64 x i32]* %409, i64 0, i64 %414
  store i32 %407, i32* %415, align 4
  br label %509

416:                                              ; preds = %42
  %417 = load %struct.vm*, %struct.vm** %3, align 8
  %418 = getelementptr inbounds %struct.vm, %struct.vm* %417, i32 0, i32 1
  %419 = load i32, i32* %4, align 4
  %420 = add nsw i32 %419, 1
  store i32 %420, i32* %4, align 4
  %421 = sext i32 %419 to i64
  %422 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i64 0, i64 %421
  %423 = load i32, i32* %422, align 4
  %424 = and i32 %423, 7
  %425 = sext i32 %424 to i64
  %426 = getelementptr inbounds [8 x i32], [8 x i32]* %418, i64 0, i64 %425
  %427 = load i32, i32* %426, align 4
  %428 = load %struct.vm*, %struct.vm** %3, align 8
  %429 = getelementptr inbounds %struct.vm, %struct.vm* %428, i32 0, i32 0
  %430 = load %struct.vm*, %struct.vm** %3, align 8
  %431 = getelementptr inbounds %struct.vm, %struct.vm* %430, i32 0, i32 3
  %432 = load i32, i32* %431, align 4
  %433 = add nsw i32 %432, 1
  store i32 %433, i32* %431, align 4
  %434 = sext i32 %432 to i64
  %435 = getelementptr inbounds [64 x i32], [64 x i32]* %429, i64 0, i64 %434
  store i32 %427, i32* %435, align 4
  br label %509

436:                                              ; preds = %42
  %437 = load %struct.vm*, %struct.vm** %3, align 8
  %438 = getelementptr inbounds %struct.vm, %struct.vm* %437, i32 0, i32 0
  %439 = load %struct.vm*, %struct.vm** %3, align 8
  %440 = getelementptr inbounds %struct.vm, %struct.vm* %439, i32 0, i32 3
  %441 = load i32, i32* %440, align 4
  %442 = add nsw i32 %441, -1
  store i32 %442, i32* %440, align 4
  %443 = sext i32 %442 to i64
  %444 = getelementptr inbounds [64 x i32], [64 x i32]* %438, i64 0, i64 %443
  %445 = load i32, i32* %444, align 4
  %446 = load %struct.vm*, %struct.vm** %3, align 8
  %447 = getelementptr inbounds %struct.vm, %struct.vm* %446, i32 0, i32 1
  %448 = load i32, i32* %4, align 4
  %449 = add nsw i32 %448, 1
  store i32 %449, i32* %4, align 4
  %450 = sext i32 %448 to i64
  %451 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i64 0, i64 %450
  %452 = load i32, i32* %451, align 4
  %453 = and i32 %452, 7
  %454 = sext i32 %453 to i64
  %455 = getelementptr inbounds [8 x i32], [8 x i32]* %447, i64 0, i64 %454
  store i32 %445, i32* %455, align 4
  br label %509

456:                                              ; preds = %42
  %457 = load i32, i32* %4, align 4
  %458 = sext i32 %457 to i64
  %459 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i64 0, i64 %458
  %460 = load i32, i32* %459, align 4
  store i32 %460, i32* %4, align 4
  br label %509

461:                                              ; preds = %42
  %462 = load %struct.vm*, %struct.vm** %3, align 8
  %463 = getelementptr inbounds %struct.vm, %struct.vm* %462, i32 0, i32 0
  %464 = load %struct.vm*, %struct.vm** %3, align 8
  %465 = getelementptr inbounds %struct.vm, %struct.vm* %464, i32 0, i32 3
  %466 = load i32, i32* %465, align 4
  %467 = add nsw i32 %466, -1
  store i32 %467, i32* %465, align 4
  %468 = sext i32 %467 to i64
  %469 = getelementptr inbounds [64 x i32], [64 x i32]* %463, i64 0, i64 %468
  %470 = load i32, i32* %469, align 4
  store i32 %470, i32* %6, align 4
  %471 = load i32, i32* %6, align 4
  %472 = icmp eq i32 %471, 0
  br i1 %472, label %473, label %478

473:                                              ; preds = %461
  %474 = load i32, i32* %4, align 4
  %475 = sext i32 %474 to i64
  %476 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i64 0, i64 %475
  %477 = load i32, i32* %476, align 4
  br label %481

478:                                              ; preds = %461
  %479 = load i32, i32* %4, align 4
  %480 = add nsw i32 %479, 1
  br label %481

481:                                              ; preds = %478, %473
  %482 = phi i32 [ %477, %473 ], [ %480, %478 ]
  store i32 %482, i32* %4, align 4
  br label %509

483:                                              ; preds = %42
  %484 = load i32, i32* %4, align 4
  %485 = add nsw i32 %484, 1
  %486 = load %struct.vm*, %struct.vm** %3, align 8
  %487 = getelementptr inbounds %struct.vm, %struct.vm* %486, i32 0, i32 2
  %488 = load %struct.vm*, %struct.vm** %3, align 8
  %489 = getelementptr inbounds %struct.vm, %struct.vm* %488, i32 0, i32 4
  %490 = load i32, i32* %489, align 4
  %491 = add nsw i32 %490, 1
  store i32 %491, i32* %489, align 4
  %492 = sext i32 %490 to i64
  %493 = getelementptr inbounds [32 x i32], [32 x i32]* %487, i64 0, i64 %492
  store i32 %485, i32* %493, align 4
  %494 = load i32, i32* %4, align 4
  %495 = sext i32 %494 to i64
  %496 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i64 0, i64 %495
  %497 = load i32, i32* %496, align 4
  store i32 %497, i32* %4, align 4
  br label %509

498:                                              ; preds = %42
  %499 = load %struct.vm*, %struct.vm** %3, align 8
  %500 = getelementptr inbounds %struct.vm, %struct.vm* %499, i32 0, i32 2
  %501 = load %struct.vm*, %struct.vm** %3, align 8
  %502 = getelementptr inbounds %struct.vm, %struct.vm* %501, i32 0, i32 4
  %503 = load i32, i32* %502, align 4
  %504 = add nsw i32 %503, -1
  store i32 %504, i32* %502, align 4
  %505 = sext i32 %504 to i64
  %506 = getelementptr inbounds [32 x i32], [32 x i32]* %500, i64 0, i64 %505
  %507 = load i32, i32* %506, align 4
  store i32 %507, i32* %4, align 4
  br label %509

508:                                              ; preds = %42
  call void @abort() #2
  br label %509

509:                                              ; preds = %508, %498, %483, %481, %456, %436, %416, %395, %364, %333, %323, %281, %219, %189, %159, %138, %102, %81, %76, %62
  br label %12
}

; Function Attrs: noinline nounwind optnone
define internal void @print_int(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [12 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
  %6 = load i32, i32* %2, align 4
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = load i32, i32* %2, align 4
  %10 = sub i32 0, %9
  br label %13

11:                                               ; preds = %1
  %12 = load i32, i32* %2, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %10, %8 ], [ %12, %11 ]
  store i32 %14, i32* %5, align 4
  %15 = load i32, i32* %2, align 4
  %16 = icmp slt i32 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %13
  %18 = call i32 @putchar(i32 noundef 45) #2
  br label %19

19:                                               ; preds = %17, %13
  br label %20

20:                                               ; preds = %31, %19
  %21 = load i32, i32* %5, align 4
  %22 = urem i32 %21, 10
  %23 = add i32 48, %22
  %24 = trunc i32 %23 to i8
  %25 = load i32, i32* %4, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %4, align 4
  %27 = sext i32 %25 to i64
  %28 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i64 0, i64 %27
  store i8 %24, i8* %28, align 1
  %29 = load i32, i32* %5, align 4
  %30 = udiv i32 %29, 10
  store i32 %30, i32* %5, align 4
  br label %31

31:                                               ; preds = %20
  %32 = load i32, i32* %5, align 4
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %20, label %34, !llvm.loop !2

34:                                               ; preds = %31
  br label %35

35:                                               ; preds = %38, %34
  %36 = load i32, i32* %4, align 4
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %46

38:                                               ; preds = %35
  %39 = load i32, i32* %4, align 4
  %40 = add nsw i32 %39, -1
  store i32 %40, i32* %4, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i64 0, i64 %41
  %43 = load i8, i8* %42, align 1
  %44 = sext i8 %43 to i32
  %45 = call i32 @putchar(i32 noundef %44) #2
  br label %35, !llvm.loop !4

46:                                               ; preds = %35
  %47 = call i32 @putchar(i32 noundef 10) #2
  ret void
}

declare dso_local void @abort() #1

declare dso_local void @exit(i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @e2(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* @ncode, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @ncode, align 4
  %8 = sext i32 %6 to i64
  %9 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i64 0, i64 %8
  store i32 %5, i32* %9, align 4
  %10 = load i32, i32* %4, align 4
  %11 = load i32, i32* @ncode, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @ncode, align 4
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i64 0, i64 %13
  store i32 %10, i32* %14, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @e1(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* @ncode, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @ncode, align 4
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i64 0, i64 %6
  store i32 %3, i32* %7, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @fwd(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* @ncode, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @ncode, align 4
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i64 0, i64 %6
  store i32 %3, i32* %7, align 4
  %8 = load i32, i32* @ncode, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i64 0, i64 %9
  store i32 -1, i32* %10, align 4
  %11 = load i32, i32* @ncode, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @ncode, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define internal void @patch(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @ncode, align 4
  %4 = load i32, i32* %2, align 4
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [160 x i32], [160 x i32]* @code, i64 0, i64 %5
  store i32 %3, i32* %6, align 4
  ret void
}

declare dso_local i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
