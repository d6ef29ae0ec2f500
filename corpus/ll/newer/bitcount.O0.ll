; ModuleID = 'bitcount.c'
source_filename = "bitcount.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@rev4 = internal constant [16 x i8] c"\00\08\04\0C\02\0A\06\0E\01\09\05\0D\03\0B\07\0F", align 16
@rev8 = internal global [256 x i8] zeroinitializer, align 16
@h = internal global i32 -2128831035, align 4
@nibble_pop = internal constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 16

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %9

9:                                                ; preds = %31, %0
  %10 = load i32, ptr %1, align 4
  %11 = icmp ult i32 %10, 256
  br i1 %11, label %12, label %34

12:                                               ; preds = %9
  %13 = load i32, ptr %1, align 4
  %14 = and i32 %13, 15
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [16 x i8], ptr @rev4, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = mul i32 %18, 16
  %20 = load i32, ptr %1, align 4
  %21 = lshr i32 %20, 4
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds [16 x i8], ptr @rev4, i64 0, i64 %22
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = add i32 %19, %25
  %27 = trunc i32 %26 to i8
  %28 = load i32, ptr %1, align 4
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds [256 x i8], ptr @rev8, i64 0, i64 %29
  store i8 %27, ptr %30, align 1
  br label %31

31:                                               ; preds = %12
  %32 = load i32, ptr %1, align 4
  %33 = add i32 %32, 1
  store i32 %33, ptr %1, align 4
  br label %9, !llvm.loop !2

34:                                               ; preds = %9
  store i32 625341585, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %35

35:                                               ; preds = %136, %34
  %36 = load i32, ptr %3, align 4
  %37 = icmp slt i32 %36, 320
  br i1 %37, label %38, label %139

38:                                               ; preds = %35
  %39 = load i32, ptr %2, align 4
  %40 = shl i32 %39, 13
  %41 = load i32, ptr %2, align 4
  %42 = xor i32 %41, %40
  store i32 %42, ptr %2, align 4
  %43 = load i32, ptr %2, align 4
  %44 = lshr i32 %43, 17
  %45 = load i32, ptr %2, align 4
  %46 = xor i32 %45, %44
  store i32 %46, ptr %2, align 4
  %47 = load i32, ptr %2, align 4
  %48 = shl i32 %47, 5
  %49 = load i32, ptr %2, align 4
  %50 = xor i32 %49, %48
  store i32 %50, ptr %2, align 4
  %51 = load i32, ptr %3, align 4
  %52 = and i32 %51, 1
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %56

54:                                               ; preds = %38
  %55 = load i32, ptr %2, align 4
  br label %64

56:                                               ; preds = %38
  %57 = load i32, ptr %2, align 4
  %58 = load i32, ptr %2, align 4
  %59 = lshr i32 %58, 3
  %60 = and i32 %57, %59
  %61 = load i32, ptr %2, align 4
  %62 = lshr i32 %61, 7
  %63 = and i32 %60, %62
  br label %64

64:                                               ; preds = %56, %54
  %65 = phi i32 [ %55, %54 ], [ %63, %56 ]
  store i32 %65, ptr %4, align 4
  %66 = load i32, ptr %4, align 4
  %67 = call i32 @pop_table(i32 noundef %66) #2
  store i32 %67, ptr %5, align 4
  %68 = load i32, ptr %5, align 4
  %69 = load i32, ptr %4, align 4
  %70 = call i32 @pop_swar(i32 noundef %69) #2
  %71 = icmp ne i32 %68, %70
  br i1 %71, label %78, label %72

72:                                               ; preds = %64
  %73 = load i32, ptr %5, align 4
  %74 = and i32 %73, 1
  %75 = load i32, ptr %4, align 4
  %76 = call i32 @parity(i32 noundef %75) #2
  %77 = icmp ne i32 %74, %76
  br i1 %77, label %78, label %79

78:                                               ; preds = %72, %64
  call void @abort() #2
  br label %79

79:                                               ; preds = %78, %72
  %80 = load i32, ptr %5, align 4
  call void @mix(i32 noundef %80) #2
  %81 = load i32, ptr %4, align 4
  %82 = icmp ne i32 %81, 0
  br i1 %82, label %83, label %117

83:                                               ; preds = %79
  %84 = load i32, ptr %4, align 4
  %85 = call i32 @ctz(i32 noundef %84) #2
  store i32 %85, ptr %6, align 4
  %86 = load i32, ptr %4, align 4
  %87 = call i32 @clz(i32 noundef %86) #2
  store i32 %87, ptr %7, align 4
  %88 = load i32, ptr %4, align 4
  %89 = load i32, ptr %6, align 4
  %90 = lshr i32 %88, %89
  %91 = and i32 %90, 1
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %99, label %93

93:                                               ; preds = %83
  %94 = load i32, ptr %4, align 4
  %95 = load i32, ptr %7, align 4
  %96 = sub nsw i32 31, %95
  %97 = lshr i32 %94, %96
  %98 = icmp ne i32 %97, 1
  br i1 %98, label %99, label %100

99:                                               ; preds = %93, %83
  call void @abort() #2
  br label %100

100:                                              ; preds = %99, %93
  %101 = load i32, ptr %6, align 4
  %102 = mul nsw i32 %101, 32
  %103 = load i32, ptr %7, align 4
  %104 = add nsw i32 %102, %103
  call void @mix(i32 noundef %104) #2
  %105 = load i32, ptr %4, align 4
  %106 = load i32, ptr %4, align 4
  %107 = sub i32 0, %106
  %108 = and i32 %105, %107
  call void @mix(i32 noundef %108) #2
  %109 = load i32, ptr %4, align 4
  %110 = load i32, ptr %4, align 4
  %111 = sub i32 %110, 1
  %112 = and i32 %109, %111
  call void @mix(i32 noundef %112) #2
  %113 = load i32, ptr %4, align 4
  %114 = lshr i32 %113, 1
  %115 = or i32 %114, 1
  %116 = call i32 @next_pow2(i32 noundef %115) #2
  call void @mix(i32 noundef %116) #2
  br label %117

117:                                              ; preds = %100, %79
  %118 = load i32, ptr %4, align 4
  %119 = call i32 @reverse_bits(i32 noundef %118) #2
  store i32 %119, ptr %8, align 4
  %120 = load i32, ptr %8, align 4
  %121 = call i32 @reverse_bits(i32 noundef %120) #2
  %122 = load i32, ptr %4, align 4
  %123 = icmp ne i32 %121, %122
  br i1 %123, label %124, label %125

124:                                              ; preds = %117
  call void @abort() #2
  br label %125

125:                                              ; preds = %124, %117
  %126 = load i32, ptr %8, align 4
  call void @mix(i32 noundef %126) #2
  %127 = load i32, ptr %4, align 4
  %128 = call i32 @gray(i32 noundef %127) #2
  %129 = call i32 @ungray(i32 noundef %128) #2
  %130 = load i32, ptr %4, align 4
  %131 = icmp ne i32 %129, %130
  br i1 %131, label %132, label %133

132:                                              ; preds = %125
  call void @abort() #2
  br label %133

133:                                              ; preds = %132, %125
  %134 = load i32, ptr %4, align 4
  %135 = call i32 @gray(i32 noundef %134) #2
  call void @mix(i32 noundef %135) #2
  br label %136

136:                                              ; preds = %133
  %137 = load i32, ptr %3, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %3, align 4
  br label %35, !llvm.loop !4

139:                                              ; preds = %35
  %140 = load i32, ptr @h, align 4
  %141 = and i32 %140, 2147483647
  ret i32 %141
}

; Function Attrs: noinline nounwind optnone
define internal i32 @pop_table(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %20, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %23

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 4, %10
  %12 = lshr i32 %9, %11
  %13 = and i32 %12, 15
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds [16 x i8], ptr @nibble_pop, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %5, !llvm.loop !5

23:                                               ; preds = %5
  %24 = load i32, ptr %3, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone
define internal i32 @pop_swar(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = lshr i32 %4, 1
  %6 = and i32 %5, 1431655765
  %7 = sub i32 %3, %6
  store i32 %7, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = and i32 %8, 858993459
  %10 = load i32, ptr %2, align 4
  %11 = lshr i32 %10, 2
  %12 = and i32 %11, 858993459
  %13 = add i32 %9, %12
  store i32 %13, ptr %2, align 4
  %14 = load i32, ptr %2, align 4
  %15 = load i32, ptr %2, align 4
  %16 = lshr i32 %15, 4
  %17 = add i32 %14, %16
  %18 = and i32 %17, 252645135
  store i32 %18, ptr %2, align 4
  %19 = load i32, ptr %2, align 4
  %20 = load i32, ptr %2, align 4
  %21 = lshr i32 %20, 8
  %22 = add i32 %19, %21
  store i32 %22, ptr %2, align 4
  %23 = load i32, ptr %2, align 4
  %24 = load i32, ptr %2, align 4
  %25 = lshr i32 %24, 16
  %26 = add i32 %23, %25
  store i32 %26, ptr %2, align 4
  %27 = load i32, ptr %2, align 4
  %28 = and i32 %27, 63
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone
define internal i32 @parity(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 16
  %5 = load i32, ptr %2, align 4
  %6 = xor i32 %5, %4
  store i32 %6, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  %8 = lshr i32 %7, 8
  %9 = load i32, ptr %2, align 4
  %10 = xor i32 %9, %8
  store i32 %10, ptr %2, align 4
  %11 = load i32, ptr %2, align 4
  %12 = load i32, ptr %2, align 4
  %13 = lshr i32 %12, 4
  %14 = xor i32 %11, %13
  %15 = and i32 %14, 15
  %16 = ashr i32 27030, %15
  %17 = and i32 %16, 1
  ret i32 %17
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @h, align 4
  %4 = load i32, ptr %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, ptr @h, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @ctz(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %4 = load i32, ptr %2, align 4
  %5 = and i32 %4, 65535
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %1
  %8 = load i32, ptr %3, align 4
  %9 = add nsw i32 %8, 16
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %2, align 4
  %11 = lshr i32 %10, 16
  store i32 %11, ptr %2, align 4
  br label %12

12:                                               ; preds = %7, %1
  %13 = load i32, ptr %2, align 4
  %14 = and i32 %13, 255
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %12
  %17 = load i32, ptr %3, align 4
  %18 = add nsw i32 %17, 8
  store i32 %18, ptr %3, align 4
  %19 = load i32, ptr %2, align 4
  %20 = lshr i32 %19, 8
  store i32 %20, ptr %2, align 4
  br label %21

21:                                               ; preds = %16, %12
  %22 = load i32, ptr %2, align 4
  %23 = and i32 %22, 15
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %30

25:                                               ; preds = %21
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 4
  store i32 %27, ptr %3, align 4
  %28 = load i32, ptr %2, align 4
  %29 = lshr i32 %28, 4
  store i32 %29, ptr %2, align 4
  br label %30

30:                                               ; preds = %25, %21
  %31 = load i32, ptr %2, align 4
  %32 = and i32 %31, 3
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %39

34:                                               ; preds = %30
  %35 = load i32, ptr %3, align 4
  %36 = add nsw i32 %35, 2
  store i32 %36, ptr %3, align 4
  %37 = load i32, ptr %2, align 4
  %38 = lshr i32 %37, 2
  store i32 %38, ptr %2, align 4
  br label %39

39:                                               ; preds = %34, %30
  %40 = load i32, ptr %2, align 4
  %41 = and i32 %40, 1
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %46

43:                                               ; preds = %39
  %44 = load i32, ptr %3, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %3, align 4
  br label %46

46:                                               ; preds = %43, %39
  %47 = load i32, ptr %3, align 4
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone
define internal i32 @clz(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %4 = load i32, ptr %2, align 4
  %5 = and i32 %4, -65536
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %1
  %8 = load i32, ptr %3, align 4
  %9 = add nsw i32 %8, 16
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %2, align 4
  %11 = shl i32 %10, 16
  store i32 %11, ptr %2, align 4
  br label %12

12:                                               ; preds = %7, %1
  %13 = load i32, ptr %2, align 4
  %14 = and i32 %13, -16777216
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %12
  %17 = load i32, ptr %3, align 4
  %18 = add nsw i32 %17, 8
  store i32 %18, ptr %3, align 4
  %19 = load i32, ptr %2, align 4
  %20 = shl i32 %19, 8
  store i32 %20, ptr %2, align 4
  br label %21

21:                                               ; preds = %16, %12
  %22 = load i32, ptr %2, align 4
  %23 = and i32 %22, -268435456
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %30

25:                                               ; preds = %21
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 4
  store i32 %27, ptr %3, align 4
  %28 = load i32, ptr %2, align 4
  %29 = shl i32 %28, 4
  store i32 %29, ptr %2, align 4
  br label %30

30:                                               ; preds = %25, %21
  %31 = load i32, ptr %2, align 4
  %32 = and i32 %31, -1073741824
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %39

34:                                               ; preds = %30
  %35 = load i32, ptr %3, align 4
  %36 = add nsw i32 %35, 2
  store i32 %36, ptr %3, align 4
  %37 = load i32, ptr %2, align 4
  %38 = shl i32 %37, 2
  store i32 %38, ptr %2, align 4
  br label %39

39:                                               ; preds = %34, %30
  %40 = load i32, ptr %2, align 4
  %41 = and i32 %40, -2147483648
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %46

43:                                               ; preds = %39
  %44 = load i32, ptr %3, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %3, align 4
  br label %46

46:                                               ; preds = %43, %39
  %47 = load i32, ptr %3, align 4
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone
define internal i32 @next_pow2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add i32 %3, -1
  store i32 %4, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = lshr i32 %5, 1
  %7 = load i32, ptr %2, align 4
  %8 = or i32 %7, %6
  store i32 %8, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  %10 = lshr i32 %9, 2
  %11 = load i32, ptr %2, align 4
  %12 = or i32 %11, %10
  store i32 %12, ptr %2, align 4
  %13 = load i32, ptr %2, align 4
  %14 = lshr i32 %13, 4
  %15 = load i32, ptr %2, align 4
  %16 = or i32 %15, %14
  store i32 %16, ptr %2, align 4
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 8
  %19 = load i32, ptr %2, align 4
  %20 = or i32 %19, %18
  store i32 %20, ptr %2, align 4
  %21 = load i32, ptr %2, align 4
  %22 = lshr i32 %21, 16
  %23 = load i32, ptr %2, align 4
  %24 = or i32 %23, %22
  store i32 %24, ptr %2, align 4
  %25 = load i32, ptr %2, align 4
  %26 = add i32 %25, 1
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone
define internal i32 @reverse_bits(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %20, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 4
  br i1 %7, label %8, label %23

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = shl i32 %9, 8
  %11 = load i32, ptr %2, align 4
  %12 = and i32 %11, 255
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds [256 x i8], ptr @rev8, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = or i32 %10, %16
  store i32 %17, ptr %3, align 4
  %18 = load i32, ptr %2, align 4
  %19 = lshr i32 %18, 8
  store i32 %19, ptr %2, align 4
  br label %20

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %5, !llvm.loop !6

23:                                               ; preds = %5
  %24 = load i32, ptr %3, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone
define internal i32 @ungray(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 16
  %5 = load i32, ptr %2, align 4
  %6 = xor i32 %5, %4
  store i32 %6, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  %8 = lshr i32 %7, 8
  %9 = load i32, ptr %2, align 4
  %10 = xor i32 %9, %8
  store i32 %10, ptr %2, align 4
  %11 = load i32, ptr %2, align 4
  %12 = lshr i32 %11, 4
  %13 = load i32, ptr %2, align 4
  %14 = xor i32 %13, %12
  store i32 %14, ptr %2, align 4
  %15 = load i32, ptr %2, align 4
  %16 = lshr i32 %15, 2
  %17 = load i32, ptr %2, align 4
  %18 = xor i32 %17, %16
  store i32 %18, ptr %2, align 4
  %19 = load i32, ptr %2, align 4
  %20 = lshr i32 %19, 1
  %21 = load i32, ptr %2, align 4
  %22 = xor i32 %21, %20
  store i32 %22, ptr %2, align 4
  %23 = load i32, ptr %2, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone
define internal i32 @gray(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = lshr i32 %4, 1
  %6 = xor i32 %3, %5
  ret i32 %6
}

attributes #0 = { noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
