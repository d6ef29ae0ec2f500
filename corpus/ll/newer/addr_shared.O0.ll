; ModuleID = 'addr_shared.c'
source_filename = "addr_shared.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cell = type { i32, i16, i8 }

@grid = dso_local global [12 x [20 x i32]] zeroinitializer, align 16
@hist = dso_local global [64 x i32] zeroinitializer, align 16
@h16 = dso_local global [64 x i16] zeroinitializer, align 16
@h8 = dso_local global [64 x i8] zeroinitializer, align 16
@cells = dso_local global [32 x %struct.cell] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone
define dso_local void @bump(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %7, i64 %9
  %11 = load i32, ptr %10, align 4
  %12 = load i32, ptr %6, align 4
  %13 = add nsw i32 %11, %12
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  store i32 %13, ptr %17, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local void @bump16(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i16, ptr %7, i64 %9
  %11 = load i16, ptr %10, align 2
  %12 = sext i16 %11 to i32
  %13 = load i32, ptr %6, align 4
  %14 = add nsw i32 %12, %13
  %15 = trunc i32 %14 to i16
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i16, ptr %16, i64 %18
  store i16 %15, ptr %19, align 2
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local void @bump8(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds i8, ptr %7, i64 %9
  %11 = load i8, ptr %10, align 1
  %12 = zext i8 %11 to i32
  %13 = load i32, ptr %6, align 4
  %14 = xor i32 %12, %13
  %15 = trunc i32 %14 to i8
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %5, align 4
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i8, ptr %16, i64 %18
  store i8 %15, ptr %19, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local void @touch(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = load i32, ptr %5, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds %struct.cell, ptr %8, i64 %10
  %12 = getelementptr inbounds %struct.cell, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = add nsw i32 %13, %7
  store i32 %14, ptr %12, align 4
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds %struct.cell, ptr %15, i64 %17
  %19 = getelementptr inbounds %struct.cell, ptr %18, i32 0, i32 1
  %20 = load i16, ptr %19, align 4
  %21 = sext i16 %20 to i32
  %22 = load i32, ptr %6, align 4
  %23 = sub nsw i32 %21, %22
  %24 = trunc i32 %23 to i16
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds %struct.cell, ptr %25, i64 %27
  %29 = getelementptr inbounds %struct.cell, ptr %28, i32 0, i32 1
  store i16 %24, ptr %29, align 4
  %30 = load i32, ptr %6, align 4
  %31 = and i32 %30, 7
  %32 = shl i32 1, %31
  %33 = trunc i32 %32 to i8
  %34 = zext i8 %33 to i32
  %35 = load ptr, ptr %4, align 8
  %36 = load i32, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds %struct.cell, ptr %35, i64 %37
  %39 = getelementptr inbounds %struct.cell, ptr %38, i32 0, i32 2
  %40 = load i8, ptr %39, align 2
  %41 = zext i8 %40 to i32
  %42 = or i32 %41, %34
  %43 = trunc i32 %42 to i8
  store i8 %43, ptr %39, align 2
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local void @grid_add(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %9
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [20 x i32], ptr %10, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %14, %7
  store i32 %15, ptr %13, align 4
  %16 = load i32, ptr %6, align 4
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %18
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [20 x i32], ptr %19, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = xor i32 %24, %16
  store i32 %25, ptr %23, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local void @prefix(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %6

6:                                                ; preds = %27, %2
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %30

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %5, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %11, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = load ptr, ptr %3, align 8
  %17 = load i32, ptr %5, align 4
  %18 = sub nsw i32 %17, 1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %16, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = add nsw i32 %15, %21
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %23, i64 %25
  store i32 %22, ptr %26, align 4
  br label %27

27:                                               ; preds = %10
  %28 = load i32, ptr %5, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %5, align 4
  br label %6, !llvm.loop !2

30:                                               ; preds = %6
  ret void
}

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
  %9 = alloca i32, align 4
  store i32 -1831433054, ptr %1, align 4
  store i32 -2128831035, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %10

10:                                               ; preds = %50, %0
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %11, 900
  br i1 %12, label %13, label %53

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4
  %15 = shl i32 %14, 13
  %16 = load i32, ptr %1, align 4
  %17 = xor i32 %16, %15
  store i32 %17, ptr %1, align 4
  %18 = load i32, ptr %1, align 4
  %19 = lshr i32 %18, 17
  %20 = load i32, ptr %1, align 4
  %21 = xor i32 %20, %19
  store i32 %21, ptr %1, align 4
  %22 = load i32, ptr %1, align 4
  %23 = shl i32 %22, 5
  %24 = load i32, ptr %1, align 4
  %25 = xor i32 %24, %23
  store i32 %25, ptr %1, align 4
  %26 = load i32, ptr %1, align 4
  %27 = and i32 %26, 63
  store i32 %27, ptr %4, align 4
  %28 = load i32, ptr %1, align 4
  %29 = lshr i32 %28, 8
  %30 = and i32 %29, 255
  %31 = sub nsw i32 %30, 128
  store i32 %31, ptr %5, align 4
  %32 = load i32, ptr %4, align 4
  %33 = load i32, ptr %5, align 4
  call void @bump(ptr noundef @hist, i32 noundef %32, i32 noundef %33) #1
  %34 = load i32, ptr %4, align 4
  %35 = load i32, ptr %5, align 4
  call void @bump16(ptr noundef @h16, i32 noundef %34, i32 noundef %35) #1
  %36 = load i32, ptr %4, align 4
  %37 = load i32, ptr %1, align 4
  %38 = lshr i32 %37, 24
  call void @bump8(ptr noundef @h8, i32 noundef %36, i32 noundef %38) #1
  %39 = load i32, ptr %1, align 4
  %40 = lshr i32 %39, 6
  %41 = and i32 %40, 31
  %42 = load i32, ptr %5, align 4
  call void @touch(ptr noundef @cells, i32 noundef %41, i32 noundef %42) #1
  %43 = load i32, ptr %1, align 4
  %44 = lshr i32 %43, 11
  %45 = urem i32 %44, 12
  %46 = load i32, ptr %1, align 4
  %47 = lshr i32 %46, 15
  %48 = urem i32 %47, 19
  %49 = load i32, ptr %5, align 4
  call void @grid_add(i32 noundef %45, i32 noundef %48, i32 noundef %49) #1
  br label %50

50:                                               ; preds = %13
  %51 = load i32, ptr %3, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %3, align 4
  br label %10, !llvm.loop !4

53:                                               ; preds = %10
  call void @prefix(ptr noundef @hist, i32 noundef 64) #1
  store i32 0, ptr %6, align 4
  br label %54

54:                                               ; preds = %81, %53
  %55 = load i32, ptr %6, align 4
  %56 = icmp slt i32 %55, 64
  br i1 %56, label %57, label %84

57:                                               ; preds = %54
  %58 = load i32, ptr %2, align 4
  %59 = load i32, ptr %6, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [64 x i32], ptr @hist, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4
  %63 = xor i32 %58, %62
  %64 = mul i32 %63, 16777619
  store i32 %64, ptr %2, align 4
  %65 = load i32, ptr %2, align 4
  %66 = load i32, ptr %6, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [64 x i16], ptr @h16, i64 0, i64 %67
  %69 = load i16, ptr %68, align 2
  %70 = zext i16 %69 to i32
  %71 = xor i32 %65, %70
  %72 = mul i32 %71, 16777619
  store i32 %72, ptr %2, align 4
  %73 = load i32, ptr %2, align 4
  %74 = load i32, ptr %6, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [64 x i8], ptr @h8, i64 0, i64 %75
  %77 = load i8, ptr %76, align 1
  %78 = zext i8 %77 to i32
  %79 = xor i32 %73, %78
  %80 = mul i32 %79, 16777619
  store i32 %80, ptr %2, align 4
  br label %81

81:                                               ; preds = %57
  %82 = load i32, ptr %6, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %6, align 4
  br label %54, !llvm.loop !5

84:                                               ; preds = %54
  store i32 0, ptr %7, align 4
  br label %85

85:                                               ; preds = %114, %84
  %86 = load i32, ptr %7, align 4
  %87 = icmp slt i32 %86, 32
  br i1 %87, label %88, label %117

88:                                               ; preds = %85
  %89 = load i32, ptr %2, align 4
  %90 = load i32, ptr %7, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [32 x %struct.cell], ptr @cells, i64 0, i64 %91
  %93 = getelementptr inbounds %struct.cell, ptr %92, i32 0, i32 0
  %94 = load i32, ptr %93, align 8
  %95 = xor i32 %89, %94
  %96 = mul i32 %95, 16777619
  store i32 %96, ptr %2, align 4
  %97 = load i32, ptr %2, align 4
  %98 = load i32, ptr %7, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [32 x %struct.cell], ptr @cells, i64 0, i64 %99
  %101 = getelementptr inbounds %struct.cell, ptr %100, i32 0, i32 1
  %102 = load i16, ptr %101, align 4
  %103 = zext i16 %102 to i32
  %104 = xor i32 %97, %103
  %105 = load i32, ptr %7, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [32 x %struct.cell], ptr @cells, i64 0, i64 %106
  %108 = getelementptr inbounds %struct.cell, ptr %107, i32 0, i32 2
  %109 = load i8, ptr %108, align 2
  %110 = zext i8 %109 to i32
  %111 = shl i32 %110, 16
  %112 = xor i32 %104, %111
  %113 = mul i32 %112, 16777619
  store i32 %113, ptr %2, align 4
  br label %114

114:                                              ; preds = %88
  %115 = load i32, ptr %7, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %7, align 4
  br label %85, !llvm.loop !6

117:                                              ; preds = %85
  store i32 0, ptr %8, align 4
  br label %118

118:                                              ; preds = %140, %117
  %119 = load i32, ptr %8, align 4
  %120 = icmp slt i32 %119, 12
  br i1 %120, label %121, label %143

121:                                              ; preds = %118
  store i32 0, ptr %9, align 4
  br label %122

122:                                              ; preds = %136, %121
  %123 = load i32, ptr %9, align 4
  %124 = icmp slt i32 %123, 20
  br i1 %124, label %125, label %139

125:                                              ; preds = %122
  %126 = load i32, ptr %2, align 4
  %127 = load i32, ptr %8, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %128
  %130 = load i32, ptr %9, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [20 x i32], ptr %129, i64 0, i64 %131
  %133 = load i32, ptr %132, align 4
  %134 = xor i32 %126, %133
  %135 = mul i32 %134, 16777619
  store i32 %135, ptr %2, align 4
  br label %136

136:                                              ; preds = %125
  %137 = load i32, ptr %9, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %9, align 4
  br label %122, !llvm.loop !7

139:                                              ; preds = %122
  br label %140

140:                                              ; preds = %139
  %141 = load i32, ptr %8, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %8, align 4
  br label %118, !llvm.loop !8

143:                                              ; preds = %118
  %144 = load i32, ptr %2, align 4
  %145 = and i32 %144, 2147483647
  ret i32 %145
}

attributes #0 = { noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
