; ModuleID = 'bitcount.c'
source_filename = "bitcount.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@rev4 = internal constant [16 x i8] c"\00\08\04\0C\02\0A\06\0E\01\09\05\0D\03\0B\07\0F", align 1
@rev8 = internal global [256 x i8] zeroinitializer, align 1
@h = internal global i32 -2128831035, align 4
@nibble_pop = internal constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 1

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
  store i32 0, i32* %1, align 4
  br label %9

9:                                                ; preds = %28, %0
  %10 = load i32, i32* %1, align 4
  %11 = icmp ult i32 %10, 256
  br i1 %11, label %12, label %31

12:                                               ; preds = %9
  %13 = load i32, i32* %1, align 4
  %14 = and i32 %13, 15
  %15 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %14
  %16 = load i8, i8* %15, align 1
  %17 = zext i8 %16 to i32
  %18 = mul i32 %17, 16
  %19 = load i32, i32* %1, align 4
  %20 = lshr i32 %19, 4
  %21 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %20
  %22 = load i8, i8* %21, align 1
  %23 = zext i8 %22 to i32
  %24 = add i32 %18, %23
  %25 = trunc i32 %24 to i8
  %26 = load i32, i32* %1, align 4
  %27 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %26
  store i8 %25, i8* %27, align 1
  br label %28

28:                                               ; preds = %12
  %29 = load i32, i32* %1, align 4
  %30 = add i32 %29, 1
  store i32 %30, i32* %1, align 4
  br label %9, !llvm.loop !7

31:                                               ; preds = %9
  store i32 625341585, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %32

32:                                               ; preds = %133, %31
  %33 = load i32, i32* %3, align 4
  %34 = icmp slt i32 %33, 320
  br i1 %34, label %35, label %136

35:                                               ; preds = %32
  %36 = load i32, i32* %2, align 4
  %37 = shl i32 %36, 13
  %38 = load i32, i32* %2, align 4
  %39 = xor i32 %38, %37
  store i32 %39, i32* %2, align 4
  %40 = load i32, i32* %2, align 4
  %41 = lshr i32 %40, 17
  %42 = load i32, i32* %2, align 4
  %43 = xor i32 %42, %41
  store i32 %43, i32* %2, align 4
  %44 = load i32, i32* %2, align 4
  %45 = shl i32 %44, 5
  %46 = load i32, i32* %2, align 4
  %47 = xor i32 %46, %45
  store i32 %47, i32* %2, align 4
  %48 = load i32, i32* %3, align 4
  %49 = and i32 %48, 1
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %53

51:                                               ; preds = %35
  %52 = load i32, i32* %2, align 4
  br label %61

53:                                               ; preds = %35
  %54 = load i32, i32* %2, align 4
  %55 = load i32, i32* %2, align 4
  %56 = lshr i32 %55, 3
  %57 = and i32 %54, %56
  %58 = load i32, i32* %2, align 4
  %59 = lshr i32 %58, 7
  %60 = and i32 %57, %59
  br label %61

61:                                               ; preds = %53, %51
  %62 = phi i32 [ %52, %51 ], [ %60, %53 ]
  store i32 %62, i32* %4, align 4
  %63 = load i32, i32* %4, align 4
  %64 = call i32 @pop_table(i32 noundef %63) #2
  store i32 %64, i32* %5, align 4
  %65 = load i32, i32* %5, align 4
  %66 = load i32, i32* %4, align 4
  %67 = call i32 @pop_swar(i32 noundef %66) #2
  %68 = icmp ne i32 %65, %67
  br i1 %68, label %75, label %69

69:                                               ; preds = %61
  %70 = load i32, i32* %5, align 4
  %71 = and i32 %70, 1
  %72 = load i32, i32* %4, align 4
  %73 = call i32 @parity(i32 noundef %72) #2
  %74 = icmp ne i32 %71, %73
  br i1 %74, label %75, label %76

75:                                               ; preds = %69, %61
  call void @abort() #2
  br label %76

76:                                               ; preds = %75, %69
  %77 = load i32, i32* %5, align 4
  call void @mix(i32 noundef %77) #2
  %78 = load i32, i32* %4, align 4
  %79 = icmp ne i32 %78, 0
  br i1 %79, label %80, label %114

80:                                               ; preds = %76
  %81 = load i32, i32* %4, align 4
  %82 = call i32 @ctz(i32 noundef %81) #2
  store i32 %82, i32* %6, align 4
  %83 = load i32, i32* %4, align 4
  %84 = call i32 @clz(i32 noundef %83) #2
  store i32 %84, i32* %7, align 4
  %85 = load i32, i32* %4, align 4
  %86 = load i32, i32* %6, align 4
  %87 = lshr i32 %85, %86
  %88 = and i32 %87, 1
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %96, label %90

90:                                               ; preds = %80
  %91 = load i32, i32* %4, align 4
  %92 = load i32, i32* %7, align 4
  %93 = sub nsw i32 31, %92
  %94 = lshr i32 %91, %93
  %95 = icmp ne i32 %94, 1
  br i1 %95, label %96, label %97

96:                                               ; preds = %90, %80
  call void @abort() #2
  br label %97

97:                                               ; preds = %96, %90
  %98 = load i32, i32* %6, align 4
  %99 = mul nsw i32 %98, 32
  %100 = load i32, i32* %7, align 4
  %101 = add nsw i32 %99, %100
  call void @mix(i32 noundef %101) #2
  %102 = load i32, i32* %4, align 4
  %103 = load i32, i32* %4, align 4
  %104 = sub i32 0, %103
  %105 = and i32 %102, %104
  call void @mix(i32 noundef %105) #2
  %106 = load i32, i32* %4, align 4
  %107 = load i32, i32* %4, align 4
  %108 = sub i32 %107, 1
  %109 = and i32 %106, %108
  call void @mix(i32 noundef %109) #2
  %110 = load i32, i32* %4, align 4
  %111 = lshr i32 %110, 1
  %112 = or i32 %111, 1
  %113 = call i32 @next_pow2(i32 noundef %112) #2
  call void @mix(i32 noundef %113) #2
  br label %114

114:                                              ; preds = %97, %76
  %115 = load i32, i32* %4, align 4
  %116 = call i32 @reverse_bits(i32 noundef %115) #2
  store i32 %116, i32* %8, align 4
  %117 = load i32, i32* %8, align 4
  %118 = call i32 @reverse_bits(i32 noundef %117) #2
  %119 = load i32, i32* %4, align 4
  %120 = icmp ne i32 %118, %119
  br i1 %120, label %121, label %122

121:                                              ; preds = %114
  call void @abort() #2
  br label %122

122:                                              ; preds = %121, %114
  %123 = load i32, i32* %8, align 4
  call void @mix(i32 noundef %123) #2
  %124 = load i32, i32* %4, align 4
  %125 = call i32 @gray(i32 noundef %124) #2
  %126 = call i32 @ungray(i32 noundef %125) #2
  %127 = load i32, i32* %4, align 4
  %128 = icmp ne i32 %126, %127
  br i1 %128, label %129, label %130

129:                                              ; preds = %122
  call void @abort() #2
  br label %130

130:                                              ; preds = %129, %122
  %131 = load i32, i32* %4, align 4
  %132 = call i32 @gray(i32 noundef %131) #2
  call void @mix(i32 noundef %132) #2
  br label %133

133:                                              ; preds = %130
  %134 = load i32, i32* %3, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, i32* %3, align 4
  br label %32, !llvm.loop !9

136:                                              ; preds = %32
  %137 = load i32, i32* @h, align 4
  %138 = and i32 %137, 2147483647
  ret i32 %138
}

; Function Attrs: noinline nounwind optnone
define internal i32 @pop_table(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %19, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4
  %10 = load i32, i32* %4, align 4
  %11 = mul nsw i32 4, %10
  %12 = lshr i32 %9, %11
  %13 = and i32 %12, 15
  %14 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %13
  %15 = load i8, i8* %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, i32* %3, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, i32* %3, align 4
  br label %19

19:                                               ; preds = %8
  %20 = load i32, i32* %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %4, align 4
  br label %5, !llvm.loop !10

22:                                               ; preds = %5
  %23 = load i32, i32* %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone
define internal i32 @pop_swar(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = lshr i32 %4, 1
  %6 = and i32 %5, 1431655765
  %7 = sub i32 %3, %6
  store i32 %7, i32* %2, align 4
  %8 = load i32, i32* %2, align 4
  %9 = and i32 %8, 858993459
  %10 = load i32, i32* %2, align 4
  %11 = lshr i32 %10, 2
  %12 = and i32 %11, 858993459
  %13 = add i32 %9, %12
  store i32 %13, i32* %2, align 4
  %14 = load i32, i32* %2, align 4
  %15 = load i32, i32* %2, align 4
  %16 = lshr i32 %15, 4
  %17 = add i32 %14, %16
  %18 = and i32 %17, 252645135
  store i32 %18, i32* %2, align 4
  %19 = load i32, i32* %2, align 4
  %20 = load i32, i32* %2, align 4
  %21 = lshr i32 %20, 8
  %22 = add i32 %19, %21
  store i32 %22, i32* %2, align 4
  %23 = load i32, i32* %2, align 4
  %24 = load i32, i32* %2, align 4
  %25 = lshr i32 %24, 16
  %26 = add i32 %23, %25
  store i32 %26, i32* %2, align 4
  %27 = load i32, i32* %2, align 4
  %28 = and i32 %27, 63
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone
define internal i32 @parity(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = lshr i32 %3, 16
  %5 = load i32, i32* %2, align 4
  %6 = xor i32 %5, %4
  store i32 %6, i32* %2, align 4
  %7 = load i32, i32* %2, align 4
  %8 = lshr i32 %7, 8
  %9 = load i32, i32* %2, align 4
  %10 = xor i32 %9, %8
  store i32 %10, i32* %2, align 4
  %11 = load i32, i32* %2, align 4
  %12 = load i32, i32* %2, align 4
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
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @h, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @h, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @ctz(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  %4 = load i32, i32* %2, align 4
  %5 = and i32 %4, 65535
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %1
  %8 = load i32, i32* %3, align 4
  %9 = add nsw i32 %8, 16
  store i32 %9, i32* %3, align 4
  %10 = load i32, i32* %2, align 4
  %11 = lshr i32 %10, 16
  store i32 %11, i32* %2, align 4
  br label %12

12:                                               ; preds = %7, %1
  %13 = load i32, i32* %2, align 4
  %14 = and i32 %13, 255
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %12
  %17 = load i32, i32* %3, align 4
  %18 = add nsw i32 %17, 8
  store i32 %18, i32* %3, align 4
  %19 = load i32, i32* %2, align 4
  %20 = lshr i32 %19, 8
  store i32 %20, i32* %2, align 4
  br label %21

21:                                               ; preds = %16, %12
  %22 = load i32, i32* %2, align 4
  %23 = and i32 %22, 15
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %30

25:                                               ; preds = %21
  %26 = load i32, i32* %3, align 4
  %27 = add nsw i32 %26, 4
  store i32 %27, i32* %3, align 4
  %28 = load i32, i32* %2, align 4
  %29 = lshr i32 %28, 4
  store i32 %29, i32* %2, align 4
  br label %30

30:                                               ; preds = %25, %21
  %31 = load i32, i32* %2, align 4
  %32 = and i32 %31, 3
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %39

34:                                               ; preds = %30
  %35 = load i32, i32* %3, align 4
  %36 = add nsw i32 %35, 2
  store i32 %36, i32* %3, align 4
  %37 = load i32, i32* %2, align 4
  %38 = lshr i32 %37, 2
  store i32 %38, i32* %2, align 4
  br label %39

39:                                               ; preds = %34, %30
  %40 = load i32, i32* %2, align 4
  %41 = and i32 %40, 1
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %46

43:                                               ; preds = %39
  %44 = load i32, i32* %3, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %3, align 4
  br label %46

46:                                               ; preds = %43, %39
  %47 = load i32, i32* %3, align 4
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone
define internal i32 @clz(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  %4 = load i32, i32* %2, align 4
  %5 = and i32 %4, -65536
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %1
  %8 = load i32, i32* %3, align 4
  %9 = add nsw i32 %8, 16
  store i32 %9, i32* %3, align 4
  %10 = load i32, i32* %2, align 4
  %11 = shl i32 %10, 16
  store i32 %11, i32* %2, align 4
  br label %12

12:                                               ; preds = %7, %1
  %13 = load i32, i32* %2, align 4
  %14 = and i32 %13, -16777216
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %12
  %17 = load i32, i32* %3, align 4
  %18 = add nsw i32 %17, 8
  store i32 %18, i32* %3, align 4
  %19 = load i32, i32* %2, align 4
  %20 = shl i32 %19, 8
  store i32 %20, i32* %2, align 4
  br label %21

21:                                               ; preds = %16, %12
  %22 = load i32, i32* %2, align 4
  %23 = and i32 %22, -268435456
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %30

25:                                               ; preds = %21
  %26 = load i32, i32* %3, align 4
  %27 = add nsw i32 %26, 4
  store i32 %27, i32* %3, align 4
  %28 = load i32, i32* %2, align 4
  %29 = shl i32 %28, 4
  store i32 %29, i32* %2, align 4
  br label %30

30:                                               ; preds = %25, %21
  %31 = load i32, i32* %2, align 4
  %32 = and i32 %31, -1073741824
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %39

34:                                               ; preds = %30
  %35 = load i32, i32* %3, align 4
  %36 = add nsw i32 %35, 2
  store i32 %36, i32* %3, align 4
  %37 = load i32, i32* %2, align 4
  %38 = shl i32 %37, 2
  store i32 %38, i32* %2, align 4
  br label %39

39:                                               ; preds = %34, %30
  %40 = load i32, i32* %2, align 4
  %41 = and i32 %40, -2147483648
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %46

43:                                               ; preds = %39
  %44 = load i32, i32* %3, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %3, align 4
  br label %46

46:                                               ; preds = %43, %39
  %47 = load i32, i32* %3, align 4
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone
define internal i32 @next_pow2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add i32 %3, -1
  store i32 %4, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = lshr i32 %5, 1
  %7 = load i32, i32* %2, align 4
  %8 = or i32 %7, %6
  store i32 %8, i32* %2, align 4
  %9 = load i32, i32* %2, align 4
  %10 = lshr i32 %9, 2
  %11 = load i32, i32* %2, align 4
  %12 = or i32 %11, %10
  store i32 %12, i32* %2, align 4
  %13 = load i32, i32* %2, align 4
  %14 = lshr i32 %13, 4
  %15 = load i32, i32* %2, align 4
  %16 = or i32 %15, %14
  store i32 %16, i32* %2, align 4
  %17 = load i32, i32* %2, align 4
  %18 = lshr i32 %17, 8
  %19 = load i32, i32* %2, align 4
  %20 = or i32 %19, %18
  store i32 %20, i32* %2, align 4
  %21 = load i32, i32* %2, align 4
  %22 = lshr i32 %21, 16
  %23 = load i32, i32* %2, align 4
  %24 = or i32 %23, %22
  store i32 %24, i32* %2, align 4
  %25 = load i32, i32* %2, align 4
  %26 = add i32 %25, 1
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone
define internal i32 @reverse_bits(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %19, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 4
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, i32* %3, align 4
  %10 = shl i32 %9, 8
  %11 = load i32, i32* %2, align 4
  %12 = and i32 %11, 255
  %13 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %12
  %14 = load i8, i8* %13, align 1
  %15 = zext i8 %14 to i32
  %16 = or i32 %10, %15
  store i32 %16, i32* %3, align 4
  %17 = load i32, i32* %2, align 4
  %18 = lshr i32 %17, 8
  store i32 %18, i32* %2, align 4
  br label %19

19:                                               ; preds = %8
  %20 = load i32, i32* %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %4, align 4
  br label %5, !llvm.loop !11

22:                                               ; preds = %5
  %23 = load i32, i32* %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone
define internal i32 @ungray(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = lshr i32 %3, 16
  %5 = load i32, i32* %2, align 4
  %6 = xor i32 %5, %4
  store i32 %6, i32* %2, align 4
  %7 = load i32, i32* %2, align 4
  %8 = lshr i32 %7, 8
  %9 = load i32, i32* %2, align 4
  %10 = xor i32 %9, %8
  store i32 %10, i32* %2, align 4
  %11 = load i32, i32* %2, align 4
  %12 = lshr i32 %11, 4
  %13 = load i32, i32* %2, align 4
  %14 = xor i32 %13, %12
  store i32 %14, i32* %2, align 4
  %15 = load i32, i32* %2, align 4
  %16 = lshr i32 %15, 2
  %17 = load i32, i32* %2, align 4
  %18 = xor i32 %17, %16
  store i32 %18, i32* %2, align 4
  %19 = load i32, i32* %2, align 4
  %20 = lshr i32 %19, 1
  %21 = load i32, i32* %2, align 4
  %22 = xor i32 %21, %20
  store i32 %22, i32* %2, align 4
  %23 = load i32, i32* %2, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone
define internal i32 @gray(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = lshr i32 %4, 1
  %6 = xor i32 %3, %5
  ret i32 %6
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
