; ModuleID = 'matrix2d.c'
source_filename = "matrix2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@A = dso_local global [7 x [7 x i32]] zeroinitializer, align 16
@B = dso_local global [7 x [7 x i32]] zeroinitializer, align 16
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x [7 x i32]], align 16
  %2 = alloca [7 x [7 x i32]], align 16
  %3 = alloca [4 x [4 x i32]], align 16
  call void @llvm.lifetime.start.p0(i64 196, ptr nonnull %1) #4
  call void @llvm.lifetime.start.p0(i64 196, ptr nonnull %2) #4
  store i32 -5, ptr @A, align 16, !tbaa !2
  store i32 11, ptr @B, align 16, !tbaa !2
  store i32 -6, ptr getelementptr inbounds (i8, ptr @A, i64 4), align 4, !tbaa !2
  store i32 10, ptr getelementptr inbounds (i8, ptr @B, i64 4), align 4, !tbaa !2
  store i32 8, ptr getelementptr inbounds (i8, ptr @A, i64 8), align 8, !tbaa !2
  store i32 12, ptr getelementptr inbounds (i8, ptr @B, i64 8), align 8, !tbaa !2
  store i32 10, ptr getelementptr inbounds (i8, ptr @A, i64 12), align 4, !tbaa !2
  store i32 11, ptr getelementptr inbounds (i8, ptr @B, i64 12), align 4, !tbaa !2
  store i32 13, ptr getelementptr inbounds (i8, ptr @A, i64 16), align 16, !tbaa !2
  store i32 1, ptr getelementptr inbounds (i8, ptr @B, i64 16), align 16, !tbaa !2
  store i32 -10, ptr getelementptr inbounds (i8, ptr @A, i64 20), align 4, !tbaa !2
  store i32 5, ptr getelementptr inbounds (i8, ptr @B, i64 20), align 4, !tbaa !2
  store i32 -15, ptr getelementptr inbounds (i8, ptr @A, i64 24), align 8, !tbaa !2
  store i32 14, ptr getelementptr inbounds (i8, ptr @B, i64 24), align 8, !tbaa !2
  store i32 7, ptr getelementptr inbounds (i8, ptr @A, i64 28), align 4, !tbaa !2
  store i32 0, ptr getelementptr inbounds (i8, ptr @B, i64 28), align 4, !tbaa !2
  store i32 0, ptr getelementptr inbounds (i8, ptr @A, i64 32), align 16, !tbaa !2
  store i32 5, ptr getelementptr inbounds (i8, ptr @B, i64 32), align 16, !tbaa !2
  store i32 -14, ptr getelementptr inbounds (i8, ptr @A, i64 36), align 4, !tbaa !2
  store i32 12, ptr getelementptr inbounds (i8, ptr @B, i64 36), align 4, !tbaa !2
  store i32 -2, ptr getelementptr inbounds (i8, ptr @A, i64 40), align 8, !tbaa !2
  store i32 0, ptr getelementptr inbounds (i8, ptr @B, i64 40), align 8, !tbaa !2
  store i32 11, ptr getelementptr inbounds (i8, ptr @A, i64 44), align 4, !tbaa !2
  store i32 11, ptr getelementptr inbounds (i8, ptr @B, i64 44), align 4, !tbaa !2
  store i32 -3, ptr getelementptr inbounds (i8, ptr @A, i64 48), align 16, !tbaa !2
  store i32 10, ptr getelementptr inbounds (i8, ptr @B, i64 48), align 16, !tbaa !2
  store i32 12, ptr getelementptr inbounds (i8, ptr @A, i64 52), align 4, !tbaa !2
  store i32 3, ptr getelementptr inbounds (i8, ptr @B, i64 52), align 4, !tbaa !2
  store i32 -14, ptr getelementptr inbounds (i8, ptr @A, i64 56), align 8, !tbaa !2
  store i32 6, ptr getelementptr inbounds (i8, ptr @B, i64 56), align 8, !tbaa !2
  store i32 -1, ptr getelementptr inbounds (i8, ptr @A, i64 60), align 4, !tbaa !2
  store i32 6, ptr getelementptr inbounds (i8, ptr @B, i64 60), align 4, !tbaa !2
  store i32 12, ptr getelementptr inbounds (i8, ptr @A, i64 64), align 16, !tbaa !2
  store i32 14, ptr getelementptr inbounds (i8, ptr @B, i64 64), align 16, !tbaa !2
  store i32 15, ptr getelementptr inbounds (i8, ptr @A, i64 68), align 4, !tbaa !2
  store i32 0, ptr getelementptr inbounds (i8, ptr @B, i64 68), align 4, !tbaa !2
  store i32 -9, ptr getelementptr inbounds (i8, ptr @A, i64 72), align 8, !tbaa !2
  store i32 3, ptr getelementptr inbounds (i8, ptr @B, i64 72), align 8, !tbaa !2
  store i32 5, ptr getelementptr inbounds (i8, ptr @A, i64 76), align 4, !tbaa !2
  store i32 16, ptr getelementptr inbounds (i8, ptr @B, i64 76), align 4, !tbaa !2
  store i32 10, ptr getelementptr inbounds (i8, ptr @A, i64 80), align 16, !tbaa !2
  store i32 11, ptr getelementptr inbounds (i8, ptr @B, i64 80), align 16, !tbaa !2
  store i32 -14, ptr getelementptr inbounds (i8, ptr @A, i64 84), align 4, !tbaa !2
  store i32 15, ptr getelementptr inbounds (i8, ptr @B, i64 84), align 4, !tbaa !2
  store i32 11, ptr getelementptr inbounds (i8, ptr @A, i64 88), align 8, !tbaa !2
  store i32 4, ptr getelementptr inbounds (i8, ptr @B, i64 88), align 8, !tbaa !2
  store i32 4, ptr getelementptr inbounds (i8, ptr @A, i64 92), align 4, !tbaa !2
  store i32 9, ptr getelementptr inbounds (i8, ptr @B, i64 92), align 4, !tbaa !2
  store i32 -1, ptr getelementptr inbounds (i8, ptr @A, i64 96), align 16, !tbaa !2
  store i32 4, ptr getelementptr inbounds (i8, ptr @B, i64 96), align 16, !tbaa !2
  store i32 -15, ptr getelementptr inbounds (i8, ptr @A, i64 100), align 4, !tbaa !2
  store i32 15, ptr getelementptr inbounds (i8, ptr @B, i64 100), align 4, !tbaa !2
  store i32 -11, ptr getelementptr inbounds (i8, ptr @A, i64 104), align 8, !tbaa !2
  store i32 4, ptr getelementptr inbounds (i8, ptr @B, i64 104), align 8, !tbaa !2
  store i32 1, ptr getelementptr inbounds (i8, ptr @A, i64 108), align 4, !tbaa !2
  store i32 6, ptr getelementptr inbounds (i8, ptr @B, i64 108), align 4, !tbaa !2
  store i32 -5, ptr getelementptr inbounds (i8, ptr @A, i64 112), align 16, !tbaa !2
  store i32 9, ptr getelementptr inbounds (i8, ptr @B, i64 112), align 16, !tbaa !2
  store i32 0, ptr getelementptr inbounds (i8, ptr @A, i64 116), align 4, !tbaa !2
  store i32 7, ptr getelementptr inbounds (i8, ptr @B, i64 116), align 4, !tbaa !2
  store i32 1, ptr getelementptr inbounds (i8, ptr @A, i64 120), align 8, !tbaa !2
  store i32 6, ptr getelementptr inbounds (i8, ptr @B, i64 120), align 8, !tbaa !2
  store i32 -12, ptr getelementptr inbounds (i8, ptr @A, i64 124), align 4, !tbaa !2
  store i32 7, ptr getelementptr inbounds (i8, ptr @B, i64 124), align 4, !tbaa !2
  store i32 -4, ptr getelementptr inbounds (i8, ptr @A, i64 128), align 16, !tbaa !2
  store i32 12, ptr getelementptr inbounds (i8, ptr @B, i64 128), align 16, !tbaa !2
  store i32 -10, ptr getelementptr inbounds (i8, ptr @A, i64 132), align 4, !tbaa !2
  store i32 9, ptr getelementptr inbounds (i8, ptr @B, i64 132), align 4, !tbaa !2
  store i32 -3, ptr getelementptr inbounds (i8, ptr @A, i64 136), align 8, !tbaa !2
  store i32 13, ptr getelementptr inbounds (i8, ptr @B, i64 136), align 8, !tbaa !2
  store i32 -1, ptr getelementptr inbounds (i8, ptr @A, i64 140), align 4, !tbaa !2
  store i32 2, ptr getelementptr inbounds (i8, ptr @B, i64 140), align 4, !tbaa !2
  store i32 2, ptr getelementptr inbounds (i8, ptr @A, i64 144), align 16, !tbaa !2
  store i32 5, ptr getelementptr inbounds (i8, ptr @B, i64 144), align 16, !tbaa !2
  store i32 -2, ptr getelementptr inbounds (i8, ptr @A, i64 148), align 4, !tbaa !2
  store i32 16, ptr getelementptr inbounds (i8, ptr @B, i64 148), align 4, !tbaa !2
  store i32 -3, ptr getelementptr inbounds (i8, ptr @A, i64 152), align 8, !tbaa !2
  store i32 5, ptr getelementptr inbounds (i8, ptr @B, i64 152), align 8, !tbaa !2
  store i32 -15, ptr getelementptr inbounds (i8, ptr @A, i64 156), align 4, !tbaa !2
  store i32 1, ptr getelementptr inbounds (i8, ptr @B, i64 156), align 4, !tbaa !2
  store i32 0, ptr getelementptr inbounds (i8, ptr @A, i64 160), align 16, !tbaa !2
  store i32 2, ptr getelementptr inbounds (i8, ptr @B, i64 160), align 16, !tbaa !2
  store i32 3, ptr getelementptr inbounds (i8, ptr @A, i64 164), align 4, !tbaa !2
  store i32 7, ptr getelementptr inbounds (i8, ptr @B, i64 164), align 4, !tbaa !2
  store i32 -15, ptr getelementptr inbounds (i8, ptr @A, i64 168), align 8, !tbaa !2
  store i32 5, ptr getelementptr inbounds (i8, ptr @B, i64 168), align 8, !tbaa !2
  store i32 11, ptr getelementptr inbounds (i8, ptr @A, i64 172), align 4, !tbaa !2
  store i32 12, ptr getelementptr inbounds (i8, ptr @B, i64 172), align 4, !tbaa !2
  store i32 12, ptr getelementptr inbounds (i8, ptr @A, i64 176), align 16, !tbaa !2
  store i32 3, ptr getelementptr inbounds (i8, ptr @B, i64 176), align 16, !tbaa !2
  store i32 -7, ptr getelementptr inbounds (i8, ptr @A, i64 180), align 4, !tbaa !2
  store i32 9, ptr getelementptr inbounds (i8, ptr @B, i64 180), align 4, !tbaa !2
  store i32 5, ptr getelementptr inbounds (i8, ptr @A, i64 184), align 8, !tbaa !2
  store i32 8, ptr getelementptr inbounds (i8, ptr @B, i64 184), align 8, !tbaa !2
  store i32 15, ptr getelementptr inbounds (i8, ptr @A, i64 188), align 4, !tbaa !2
  store i32 13, ptr getelementptr inbounds (i8, ptr @B, i64 188), align 4, !tbaa !2
  store i32 9, ptr getelementptr inbounds (i8, ptr @A, i64 192), align 16, !tbaa !2
  store i32 5, ptr getelementptr inbounds (i8, ptr @B, i64 192), align 16, !tbaa !2
  %4 = getelementptr inbounds i8, ptr %1, i64 4
  %5 = getelementptr inbounds i8, ptr %1, i64 28
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 56
  %8 = getelementptr inbounds i8, ptr %1, i64 12
  %9 = getelementptr inbounds i8, ptr %1, i64 84
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = getelementptr inbounds i8, ptr %1, i64 112
  %12 = getelementptr inbounds i8, ptr %1, i64 20
  %13 = getelementptr inbounds i8, ptr %1, i64 140
  %14 = getelementptr inbounds i8, ptr %1, i64 24
  %15 = getelementptr inbounds i8, ptr %1, i64 168
  %16 = getelementptr inbounds i8, ptr %1, i64 36
  %17 = getelementptr inbounds i8, ptr %1, i64 60
  %18 = getelementptr inbounds i8, ptr %1, i64 40
  %19 = getelementptr inbounds i8, ptr %1, i64 88
  %20 = getelementptr inbounds i8, ptr %1, i64 44
  %21 = getelementptr inbounds i8, ptr %1, i64 116
  %22 = getelementptr inbounds i8, ptr %1, i64 48
  %23 = getelementptr inbounds i8, ptr %1, i64 144
  %24 = getelementptr inbounds i8, ptr %1, i64 52
  %25 = getelementptr inbounds i8, ptr %1, i64 172
  %26 = getelementptr inbounds i8, ptr %1, i64 68
  %27 = getelementptr inbounds i8, ptr %1, i64 92
  %28 = getelementptr inbounds i8, ptr %1, i64 72
  %29 = getelementptr inbounds i8, ptr %1, i64 120
  %30 = getelementptr inbounds i8, ptr %1, i64 76
  %31 = getelementptr inbounds i8, ptr %1, i64 148
  %32 = getelementptr inbounds i8, ptr %1, i64 80
  %33 = getelementptr inbounds i8, ptr %1, i64 176
  %34 = getelementptr inbounds i8, ptr %1, i64 100
  %35 = getelementptr inbounds i8, ptr %1, i64 124
  %36 = getelementptr inbounds i8, ptr %1, i64 104
  %37 = getelementptr inbounds i8, ptr %1, i64 152
  %38 = getelementptr inbounds i8, ptr %1, i64 108
  %39 = getelementptr inbounds i8, ptr %1, i64 180
  %40 = getelementptr inbounds i8, ptr %1, i64 132
  %41 = getelementptr inbounds i8, ptr %1, i64 156
  %42 = getelementptr inbounds i8, ptr %1, i64 136
  %43 = getelementptr inbounds i8, ptr %1, i64 184
  %44 = getelementptr inbounds i8, ptr %1, i64 164
  %45 = getelementptr inbounds i8, ptr %1, i64 188
  %46 = getelementptr inbounds i8, ptr %2, i64 24
  %47 = getelementptr inbounds i8, ptr %2, i64 52
  %48 = getelementptr inbounds i8, ptr %2, i64 80
  %49 = getelementptr inbounds i8, ptr %2, i64 108
  %50 = getelementptr inbounds i8, ptr %2, i64 136
  %51 = getelementptr inbounds i8, ptr %2, i64 164
  %52 = getelementptr inbounds i8, ptr %2, i64 192
  %53 = getelementptr inbounds i8, ptr %2, i64 20
  %54 = getelementptr inbounds i8, ptr %1, i64 32
  %55 = getelementptr inbounds i8, ptr %2, i64 48
  %56 = getelementptr inbounds i8, ptr %2, i64 76
  %57 = getelementptr inbounds i8, ptr %2, i64 104
  %58 = getelementptr inbounds i8, ptr %2, i64 132
  %59 = getelementptr inbounds i8, ptr %2, i64 160
  %60 = getelementptr inbounds i8, ptr %2, i64 188
  %61 = getelementptr inbounds i8, ptr %2, i64 16
  %62 = getelementptr inbounds i8, ptr %2, i64 44
  %63 = getelementptr inbounds i8, ptr %1, i64 64
  %64 = getelementptr inbounds i8, ptr %2, i64 72
  %65 = getelementptr inbounds i8, ptr %2, i64 100
  %66 = getelementptr inbounds i8, ptr %2, i64 128
  %67 = getelementptr inbounds i8, ptr %2, i64 156
  %68 = getelementptr inbounds i8, ptr %2, i64 184
  %69 = getelementptr inbounds i8, ptr %2, i64 12
  %70 = getelementptr inbounds i8, ptr %2, i64 40
  %71 = getelementptr inbounds i8, ptr %2, i64 68
  %72 = getelementptr inbounds i8, ptr %1, i64 96
  %73 = getelementptr inbounds i8, ptr %2, i64 96
  %74 = getelementptr inbounds i8, ptr %2, i64 124
  %75 = getelementptr inbounds i8, ptr %2, i64 152
  %76 = getelementptr inbounds i8, ptr %2, i64 180
  %77 = getelementptr inbounds i8, ptr %2, i64 8
  %78 = getelementptr inbounds i8, ptr %2, i64 36
  %79 = getelementptr inbounds i8, ptr %2, i64 64
  %80 = getelementptr inbounds i8, ptr %2, i64 92
  %81 = getelementptr inbounds i8, ptr %1, i64 128
  %82 = getelementptr inbounds i8, ptr %2, i64 120
  %83 = getelementptr inbounds i8, ptr %2, i64 148
  %84 = getelementptr inbounds i8, ptr %2, i64 176
  %85 = getelementptr inbounds i8, ptr %2, i64 4
  %86 = getelementptr inbounds i8, ptr %2, i64 32
  %87 = getelementptr inbounds i8, ptr %2, i64 60
  %88 = getelementptr inbounds i8, ptr %2, i64 88
  %89 = getelementptr inbounds i8, ptr %2, i64 116
  %90 = getelementptr inbounds i8, ptr %1, i64 160
  %91 = getelementptr inbounds i8, ptr %2, i64 144
  %92 = getelementptr inbounds i8, ptr %2, i64 172
  %93 = getelementptr inbounds i8, ptr %2, i64 28
  %94 = getelementptr inbounds i8, ptr %2, i64 56
  %95 = getelementptr inbounds i8, ptr %2, i64 84
  %96 = getelementptr inbounds i8, ptr %2, i64 112
  %97 = getelementptr inbounds i8, ptr %2, i64 140
  %98 = getelementptr inbounds i8, ptr %1, i64 192
  %99 = getelementptr inbounds i8, ptr %2, i64 168
  %100 = load i32, ptr @h, align 4, !tbaa !2
  br label %101

101:                                              ; preds = %0, %408
  %102 = phi i64 [ 0, %0 ], [ %414, %408 ]
  %103 = phi i32 [ %100, %0 ], [ %413, %408 ]
  br label %274

104:                                              ; preds = %408
  store i32 %413, ptr @h, align 4, !tbaa !2
  %105 = load i32, ptr @B, align 16, !tbaa !2
  %106 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 4), align 4, !tbaa !2
  %107 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 8), align 8, !tbaa !2
  %108 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 12), align 4, !tbaa !2
  %109 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 16), align 16, !tbaa !2
  %110 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 20), align 4, !tbaa !2
  %111 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 24), align 8, !tbaa !2
  %112 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 28), align 4, !tbaa !2
  %113 = add i32 %105, %112
  %114 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 32), align 16, !tbaa !2
  %115 = add i32 %106, %114
  %116 = add i32 %115, %113
  %117 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 36), align 4, !tbaa !2
  %118 = add i32 %107, %117
  %119 = add i32 %118, %116
  %120 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 40), align 8, !tbaa !2
  %121 = add i32 %108, %120
  %122 = add i32 %121, %119
  %123 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 44), align 4, !tbaa !2
  %124 = add i32 %109, %123
  %125 = add i32 %124, %122
  %126 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 48), align 16, !tbaa !2
  %127 = add i32 %110, %126
  %128 = add i32 %127, %125
  %129 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 52), align 4, !tbaa !2
  %130 = add i32 %111, %129
  %131 = add i32 %130, %128
  %132 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 56), align 8, !tbaa !2
  %133 = add i32 %113, %132
  %134 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 60), align 4, !tbaa !2
  %135 = add i32 %115, %134
  %136 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 64), align 16, !tbaa !2
  %137 = add i32 %118, %136
  %138 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 68), align 4, !tbaa !2
  %139 = add i32 %121, %138
  %140 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 72), align 8, !tbaa !2
  %141 = add i32 %124, %140
  %142 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 76), align 4, !tbaa !2
  %143 = add i32 %127, %142
  %144 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 80), align 16, !tbaa !2
  %145 = add i32 %130, %144
  %146 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 84), align 4, !tbaa !2
  %147 = add i32 %133, %146
  %148 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 88), align 8, !tbaa !2
  %149 = add i32 %135, %148
  %150 = add i32 %149, %147
  %151 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 92), align 4, !tbaa !2
  %152 = add i32 %137, %151
  %153 = add i32 %152, %150
  %154 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 96), align 16, !tbaa !2
  %155 = add i32 %139, %154
  %156 = add i32 %155, %153
  %157 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 100), align 4, !tbaa !2
  %158 = add i32 %141, %157
  %159 = add i32 %158, %156
  %160 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 104), align 8, !tbaa !2
  %161 = add i32 %143, %160
  %162 = add i32 %161, %159
  %163 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 108), align 4, !tbaa !2
  %164 = add i32 %145, %163
  %165 = add i32 %164, %162
  %166 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 112), align 16, !tbaa !2
  %167 = add i32 %147, %166
  %168 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 116), align 4, !tbaa !2
  %169 = add i32 %149, %168
  %170 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 120), align 8, !tbaa !2
  %171 = add i32 %152, %170
  %172 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 124), align 4, !tbaa !2
  %173 = add i32 %155, %172
  %174 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 128), align 16, !tbaa !2
  %175 = add i32 %158, %174
  %176 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 132), align 4, !tbaa !2
  %177 = add i32 %161, %176
  %178 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 136), align 8, !tbaa !2
  %179 = add i32 %164, %178
  %180 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 140), align 4, !tbaa !2
  %181 = add i32 %167, %180
  %182 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 144), align 16, !tbaa !2
  %183 = add i32 %169, %182
  %184 = add i32 %183, %181
  %185 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 148), align 4, !tbaa !2
  %186 = add i32 %171, %185
  %187 = add i32 %186, %184
  %188 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 152), align 8, !tbaa !2
  %189 = add i32 %173, %188
  %190 = add i32 %189, %187
  %191 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 156), align 4, !tbaa !2
  %192 = add i32 %175, %191
  %193 = add i32 %192, %190
  %194 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 160), align 16, !tbaa !2
  %195 = add i32 %177, %194
  %196 = add i32 %195, %193
  %197 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 164), align 4, !tbaa !2
  %198 = add i32 %179, %197
  %199 = add i32 %198, %196
  %200 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 168), align 8, !tbaa !2
  %201 = add i32 %181, %200
  %202 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 172), align 4, !tbaa !2
  %203 = add i32 %183, %202
  %204 = add i32 %203, %201
  %205 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 176), align 16, !tbaa !2
  %206 = add i32 %186, %205
  %207 = add i32 %206, %204
  %208 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 180), align 4, !tbaa !2
  %209 = add i32 %189, %208
  %210 = add i32 %209, %207
  %211 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 184), align 8, !tbaa !2
  %212 = add i32 %192, %211
  %213 = add i32 %212, %210
  %214 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 188), align 4, !tbaa !2
  %215 = add i32 %195, %214
  %216 = add i32 %215, %213
  %217 = load i32, ptr getelementptr inbounds (i8, ptr @B, i64 192), align 16, !tbaa !2
  %218 = add i32 %198, %217
  %219 = add i32 %218, %216
  %220 = load i32, ptr @h, align 4, !tbaa !2
  %221 = xor i32 %219, %220
  %222 = mul i32 %221, 16777619
  %223 = sub i32 %216, %207
  %224 = xor i32 %223, %222
  %225 = mul i32 %224, 16777619
  %226 = sub i32 %210, %216
  %227 = xor i32 %226, %225
  %228 = mul i32 %227, 16777619
  %229 = sub i32 %219, %131
  %230 = xor i32 %229, %228
  %231 = mul i32 %230, 16777619
  %232 = add i32 %128, %207
  %233 = sub i32 %216, %232
  %234 = add nsw i32 %233, %119
  %235 = xor i32 %234, %231
  %236 = mul i32 %235, 16777619
  %237 = add i32 %122, %216
  %238 = sub i32 %210, %237
  %239 = add nsw i32 %238, %128
  %240 = xor i32 %239, %236
  %241 = mul i32 %240, 16777619
  %242 = sub i32 %219, %165
  %243 = xor i32 %242, %241
  %244 = mul i32 %243, 16777619
  %245 = add i32 %162, %207
  %246 = sub i32 %216, %245
  %247 = add nsw i32 %246, %153
  %248 = xor i32 %247, %244
  %249 = mul i32 %248, 16777619
  %250 = add i32 %156, %216
  %251 = sub i32 %210, %250
  %252 = add nsw i32 %251, %162
  %253 = xor i32 %252, %249
  %254 = mul i32 %253, 16777619
  %255 = sub i32 %219, %199
  %256 = xor i32 %255, %254
  %257 = mul i32 %256, 16777619
  %258 = add i32 %196, %207
  %259 = sub i32 %216, %258
  %260 = add nsw i32 %259, %187
  %261 = xor i32 %260, %257
  %262 = mul i32 %261, 16777619
  %263 = add i32 %190, %216
  %264 = sub i32 %210, %263
  %265 = add nsw i32 %264, %196
  %266 = xor i32 %265, %262
  %267 = mul i32 %266, 16777619
  %268 = tail call fastcc i32 @saddles(ptr noundef nonnull @A) #5
  %269 = xor i32 %267, %268
  %270 = mul i32 %269, 16777619
  %271 = tail call fastcc i32 @saddles(ptr noundef nonnull @B) #5
  %272 = xor i32 %270, %271
  %273 = mul i32 %272, 16777619
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #4
  br label %416

274:                                              ; preds = %101, %323
  %275 = phi i64 [ %324, %323 ], [ 0, %101 ]
  %276 = getelementptr inbounds [7 x i32], ptr @A, i64 %275, i64 0
  %277 = getelementptr inbounds [7 x i32], ptr @A, i64 %275, i64 1
  %278 = getelementptr inbounds [7 x i32], ptr @A, i64 %275, i64 2
  %279 = getelementptr inbounds [7 x i32], ptr @A, i64 %275, i64 3
  %280 = getelementptr inbounds [7 x i32], ptr @A, i64 %275, i64 4
  %281 = getelementptr inbounds [7 x i32], ptr @A, i64 %275, i64 5
  %282 = getelementptr inbounds [7 x i32], ptr @A, i64 %275, i64 6
  %283 = load i32, ptr %276, align 4, !tbaa !2
  %284 = load i32, ptr %277, align 4, !tbaa !2
  %285 = load i32, ptr %278, align 4, !tbaa !2
  %286 = load i32, ptr %279, align 4, !tbaa !2
  %287 = load i32, ptr %280, align 4, !tbaa !2
  %288 = load i32, ptr %281, align 4, !tbaa !2
  %289 = load i32, ptr %282, align 4, !tbaa !2
  br label %290

290:                                              ; preds = %290, %274
  %291 = phi i64 [ 0, %274 ], [ %321, %290 ]
  %292 = getelementptr inbounds [7 x i32], ptr @B, i64 0, i64 %291
  %293 = load i32, ptr %292, align 4, !tbaa !2
  %294 = mul nsw i32 %293, %283
  %295 = getelementptr inbounds [7 x i32], ptr @B, i64 1, i64 %291
  %296 = load i32, ptr %295, align 4, !tbaa !2
  %297 = mul nsw i32 %296, %284
  %298 = add nsw i32 %297, %294
  %299 = getelementptr inbounds [7 x i32], ptr @B, i64 2, i64 %291
  %300 = load i32, ptr %299, align 4, !tbaa !2
  %301 = mul nsw i32 %300, %285
  %302 = add nsw i32 %298, %301
  %303 = getelementptr inbounds [7 x i32], ptr @B, i64 3, i64 %291
  %304 = load i32, ptr %303, align 4, !tbaa !2
  %305 = mul nsw i32 %304, %286
  %306 = add nsw i32 %302, %305
  %307 = getelementptr inbounds [7 x i32], ptr @B, i64 4, i64 %291
  %308 = load i32, ptr %307, align 4, !tbaa !2
  %309 = mul nsw i32 %308, %287
  %310 = add nsw i32 %306, %309
  %311 = getelementptr inbounds [7 x i32], ptr @B, i64 5, i64 %291
  %312 = load i32, ptr %311, align 4, !tbaa !2
  %313 = mul nsw i32 %312, %288
  %314 = add nsw i32 %310, %313
  %315 = getelementptr inbounds [7 x i32], ptr @B, i64 6, i64 %291
  %316 = load i32, ptr %315, align 4, !tbaa !2
  %317 = mul nsw i32 %316, %289
  %318 = add nsw i32 %314, %317
  %319 = srem i32 %318, 1009
  %320 = getelementptr inbounds [7 x i32], ptr %1, i64 %275, i64 %291
  store i32 %319, ptr %320, align 4, !tbaa !2
  %321 = add nuw nsw i64 %291, 1
  %322 = icmp eq i64 %321, 7
  br i1 %322, label %323, label %290, !llvm.loop !6

323:                                              ; preds = %290
  %324 = add nuw nsw i64 %275, 1
  %325 = icmp eq i64 %324, 7
  br i1 %325, label %326, label %274, !llvm.loop !8

326:                                              ; preds = %323
  %327 = load i32, ptr %4, align 4, !tbaa !2
  %328 = load i32, ptr %5, align 4, !tbaa !2
  store i32 %328, ptr %4, align 4, !tbaa !2
  store i32 %327, ptr %5, align 4, !tbaa !2
  %329 = load i32, ptr %6, align 8, !tbaa !2
  %330 = load i32, ptr %7, align 8, !tbaa !2
  store i32 %330, ptr %6, align 8, !tbaa !2
  store i32 %329, ptr %7, align 8, !tbaa !2
  %331 = load i32, ptr %8, align 4, !tbaa !2
  %332 = load i32, ptr %9, align 4, !tbaa !2
  store i32 %332, ptr %8, align 4, !tbaa !2
  store i32 %331, ptr %9, align 4, !tbaa !2
  %333 = load i32, ptr %10, align 16, !tbaa !2
  %334 = load i32, ptr %11, align 16, !tbaa !2
  store i32 %334, ptr %10, align 16, !tbaa !2
  store i32 %333, ptr %11, align 16, !tbaa !2
  %335 = load i32, ptr %12, align 4, !tbaa !2
  %336 = load i32, ptr %13, align 4, !tbaa !2
  store i32 %336, ptr %12, align 4, !tbaa !2
  store i32 %335, ptr %13, align 4, !tbaa !2
  %337 = load i32, ptr %14, align 8, !tbaa !2
  %338 = load i32, ptr %15, align 8, !tbaa !2
  store i32 %338, ptr %14, align 8, !tbaa !2
  store i32 %337, ptr %15, align 8, !tbaa !2
  %339 = load i32, ptr %16, align 4, !tbaa !2
  %340 = load i32, ptr %17, align 4, !tbaa !2
  store i32 %340, ptr %16, align 4, !tbaa !2
  store i32 %339, ptr %17, align 4, !tbaa !2
  %341 = load i32, ptr %18, align 8, !tbaa !2
  %342 = load i32, ptr %19, align 8, !tbaa !2
  store i32 %342, ptr %18, align 8, !tbaa !2
  store i32 %341, ptr %19, align 8, !tbaa !2
  %343 = load i32, ptr %20, align 4, !tbaa !2
  %344 = load i32, ptr %21, align 4, !tbaa !2
  store i32 %344, ptr %20, align 4, !tbaa !2
  store i32 %343, ptr %21, align 4, !tbaa !2
  %345 = load i32, ptr %22, align 16, !tbaa !2
  %346 = load i32, ptr %23, align 16, !tbaa !2
  store i32 %346, ptr %22, align 16, !tbaa !2
  store i32 %345, ptr %23, align 16, !tbaa !2
  %347 = load i32, ptr %24, align 4, !tbaa !2
  %348 = load i32, ptr %25, align 4, !tbaa !2
  store i32 %348, ptr %24, align 4, !tbaa !2
  store i32 %347, ptr %25, align 4, !tbaa !2
  %349 = load i32, ptr %26, align 4, !tbaa !2
  %350 = load i32, ptr %27, align 4, !tbaa !2
  store i32 %350, ptr %26, align 4, !tbaa !2
  store i32 %349, ptr %27, align 4, !tbaa !2
  %351 = load i32, ptr %28, align 8, !tbaa !2
  %352 = load i32, ptr %29, align 8, !tbaa !2
  store i32 %352, ptr %28, align 8, !tbaa !2
  store i32 %351, ptr %29, align 8, !tbaa !2
  %353 = load i32, ptr %30, align 4, !tbaa !2
  %354 = load i32, ptr %31, align 4, !tbaa !2
  store i32 %354, ptr %30, align 4, !tbaa !2
  store i32 %353, ptr %31, align 4, !tbaa !2
  %355 = load i32, ptr %32, align 16, !tbaa !2
  %356 = load i32, ptr %33, align 16, !tbaa !2
  store i32 %356, ptr %32, align 16, !tbaa !2
  store i32 %355, ptr %33, align 16, !tbaa !2
  %357 = load i32, ptr %34, align 4, !tbaa !2
  %358 = load i32, ptr %35, align 4, !tbaa !2
  store i32 %358, ptr %34, align 4, !tbaa !2
  store i32 %357, ptr %35, align 4, !tbaa !2
  %359 = load i32, ptr %36, align 8, !tbaa !2
  %360 = load i32, ptr %37, align 8, !tbaa !2
  store i32 %360, ptr %36, align 8, !tbaa !2
  store i32 %359, ptr %37, align 8, !tbaa !2
  %361 = load i32, ptr %38, align 4, !tbaa !2
  %362 = load i32, ptr %39, align 4, !tbaa !2
  store i32 %362, ptr %38, align 4, !tbaa !2
  store i32 %361, ptr %39, align 4, !tbaa !2
  %363 = load i32, ptr %40, align 4, !tbaa !2
  %364 = load i32, ptr %41, align 4, !tbaa !2
  store i32 %364, ptr %40, align 4, !tbaa !2
  store i32 %363, ptr %41, align 4, !tbaa !2
  %365 = load i32, ptr %42, align 8, !tbaa !2
  %366 = load i32, ptr %43, align 8, !tbaa !2
  store i32 %366, ptr %42, align 8, !tbaa !2
  store i32 %365, ptr %43, align 8, !tbaa !2
  %367 = load i32, ptr %44, align 4, !tbaa !2
  %368 = load i32, ptr %45, align 4, !tbaa !2
  store i32 %368, ptr %44, align 4, !tbaa !2
  store i32 %367, ptr %45, align 4, !tbaa !2
  %369 = load i32, ptr %1, align 16, !tbaa !2
  store i32 %369, ptr %46, align 8, !tbaa !2
  store i32 %328, ptr %47, align 4, !tbaa !2
  store i32 %330, ptr %48, align 16, !tbaa !2
  store i32 %332, ptr %49, align 4, !tbaa !2
  store i32 %334, ptr %50, align 8, !tbaa !2
  store i32 %336, ptr %51, align 4, !tbaa !2
  store i32 %338, ptr %52, align 16, !tbaa !2
  store i32 %327, ptr %53, align 4, !tbaa !2
  %370 = load i32, ptr %54, align 16, !tbaa !2
  store i32 %370, ptr %55, align 16, !tbaa !2
  store i32 %340, ptr %56, align 4, !tbaa !2
  store i32 %342, ptr %57, align 8, !tbaa !2
  store i32 %344, ptr %58, align 4, !tbaa !2
  store i32 %346, ptr %59, align 16, !tbaa !2
  store i32 %348, ptr %60, align 4, !tbaa !2
  store i32 %329, ptr %61, align 16, !tbaa !2
  store i32 %339, ptr %62, align 4, !tbaa !2
  %371 = load i32, ptr %63, align 16, !tbaa !2
  store i32 %371, ptr %64, align 8, !tbaa !2
  store i32 %350, ptr %65, align 4, !tbaa !2
  store i32 %352, ptr %66, align 16, !tbaa !2
  store i32 %354, ptr %67, align 4, !tbaa !2
  store i32 %356, ptr %68, align 8, !tbaa !2
  store i32 %331, ptr %69, align 4, !tbaa !2
  store i32 %341, ptr %70, align 8, !tbaa !2
  store i32 %349, ptr %71, align 4, !tbaa !2
  %372 = load i32, ptr %72, align 16, !tbaa !2
  store i32 %372, ptr %73, align 16, !tbaa !2
  store i32 %358, ptr %74, align 4, !tbaa !2
  store i32 %360, ptr %75, align 8, !tbaa !2
  store i32 %362, ptr %76, align 4, !tbaa !2
  store i32 %333, ptr %77, align 8, !tbaa !2
  store i32 %343, ptr %78, align 4, !tbaa !2
  store i32 %351, ptr %79, align 16, !tbaa !2
  store i32 %357, ptr %80, align 4, !tbaa !2
  %373 = load i32, ptr %81, align 16, !tbaa !2
  store i32 %373, ptr %82, align 8, !tbaa !2
  store i32 %364, ptr %83, align 4, !tbaa !2
  store i32 %366, ptr %84, align 16, !tbaa !2
  store i32 %335, ptr %85, align 4, !tbaa !2
  store i32 %345, ptr %86, align 16, !tbaa !2
  store i32 %353, ptr %87, align 4, !tbaa !2
  store i32 %359, ptr %88, align 8, !tbaa !2
  store i32 %363, ptr %89, align 4, !tbaa !2
  %374 = load i32, ptr %90, align 16, !tbaa !2
  store i32 %374, ptr %91, align 16, !tbaa !2
  store i32 %368, ptr %92, align 4, !tbaa !2
  store i32 %337, ptr %2, align 16, !tbaa !2
  store i32 %347, ptr %93, align 4, !tbaa !2
  store i32 %355, ptr %94, align 8, !tbaa !2
  store i32 %361, ptr %95, align 4, !tbaa !2
  store i32 %365, ptr %96, align 16, !tbaa !2
  store i32 %367, ptr %97, align 4, !tbaa !2
  %375 = load i32, ptr %98, align 16, !tbaa !2
  store i32 %375, ptr %99, align 8, !tbaa !2
  br label %376

376:                                              ; preds = %326, %376
  %377 = phi i64 [ 0, %326 ], [ %406, %376 ]
  %378 = getelementptr inbounds [7 x [7 x i32]], ptr %2, i64 0, i64 %377, i64 0
  %379 = load i32, ptr %378, align 4, !tbaa !2
  %380 = srem i32 %379, 23
  %381 = getelementptr inbounds [7 x [7 x i32]], ptr @B, i64 0, i64 %377, i64 0
  store i32 %380, ptr %381, align 4, !tbaa !2
  %382 = getelementptr inbounds [7 x [7 x i32]], ptr %2, i64 0, i64 %377, i64 1
  %383 = load i32, ptr %382, align 4, !tbaa !2
  %384 = srem i32 %383, 23
  %385 = getelementptr inbounds [7 x [7 x i32]], ptr @B, i64 0, i64 %377, i64 1
  store i32 %384, ptr %385, align 4, !tbaa !2
  %386 = getelementptr inbounds [7 x [7 x i32]], ptr %2, i64 0, i64 %377, i64 2
  %387 = load i32, ptr %386, align 4, !tbaa !2
  %388 = srem i32 %387, 23
  %389 = getelementptr inbounds [7 x [7 x i32]], ptr @B, i64 0, i64 %377, i64 2
  store i32 %388, ptr %389, align 4, !tbaa !2
  %390 = getelementptr inbounds [7 x [7 x i32]], ptr %2, i64 0, i64 %377, i64 3
  %391 = load i32, ptr %390, align 4, !tbaa !2
  %392 = srem i32 %391, 23
  %393 = getelementptr inbounds [7 x [7 x i32]], ptr @B, i64 0, i64 %377, i64 3
  store i32 %392, ptr %393, align 4, !tbaa !2
  %394 = getelementptr inbounds [7 x [7 x i32]], ptr %2, i64 0, i64 %377, i64 4
  %395 = load i32, ptr %394, align 4, !tbaa !2
  %396 = srem i32 %395, 23
  %397 = getelementptr inbounds [7 x [7 x i32]], ptr @B, i64 0, i64 %377, i64 4
  store i32 %396, ptr %397, align 4, !tbaa !2
  %398 = getelementptr inbounds [7 x [7 x i32]], ptr %2, i64 0, i64 %377, i64 5
  %399 = load i32, ptr %398, align 4, !tbaa !2
  %400 = srem i32 %399, 23
  %401 = getelementptr inbounds [7 x [7 x i32]], ptr @B, i64 0, i64 %377, i64 5
  store i32 %400, ptr %401, align 4, !tbaa !2
  %402 = getelementptr inbounds [7 x [7 x i32]], ptr %2, i64 0, i64 %377, i64 6
  %403 = load i32, ptr %402, align 4, !tbaa !2
  %404 = srem i32 %403, 23
  %405 = getelementptr inbounds [7 x [7 x i32]], ptr @B, i64 0, i64 %377, i64 6
  store i32 %404, ptr %405, align 4, !tbaa !2
  %406 = add nuw nsw i64 %377, 1
  %407 = icmp eq i64 %406, 7
  br i1 %407, label %408, label %376, !llvm.loop !9

408:                                              ; preds = %376
  %409 = sub nuw nsw i64 6, %102
  %410 = getelementptr inbounds [7 x [7 x i32]], ptr %1, i64 0, i64 %102, i64 %409
  %411 = load i32, ptr %410, align 4, !tbaa !2
  %412 = xor i32 %103, %411
  %413 = mul i32 %412, 16777619
  %414 = add nuw nsw i64 %102, 1
  %415 = icmp eq i64 %414, 5
  br i1 %415, label %104, label %101, !llvm.loop !10

416:                                              ; preds = %104, %463
  %417 = phi i32 [ 905661424, %104 ], [ %450, %463 ]
  %418 = phi i32 [ 0, %104 ], [ %472, %463 ]
  %419 = phi i32 [ %273, %104 ], [ %471, %463 ]
  br label %422

420:                                              ; preds = %463
  %421 = and i32 %471, 2147483647
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #4
  call void @llvm.lifetime.end.p0(i64 196, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 196, ptr nonnull %1) #4
  ret i32 %421

422:                                              ; preds = %416, %422
  %423 = phi i64 [ 0, %416 ], [ %457, %422 ]
  %424 = phi i32 [ %417, %416 ], [ %450, %422 ]
  %425 = mul i32 %424, 1103515245
  %426 = add i32 %425, 12345
  %427 = lshr i32 %426, 16
  %428 = trunc nuw i32 %427 to i16
  %429 = urem i16 %428, 11
  %430 = zext nneg i16 %429 to i32
  %431 = add nsw i32 %430, -5
  %432 = getelementptr inbounds [4 x [4 x i32]], ptr %3, i64 0, i64 %423, i64 0
  store i32 %431, ptr %432, align 16, !tbaa !2
  %433 = mul i32 %426, 1103515245
  %434 = add i32 %433, 12345
  %435 = lshr i32 %434, 16
  %436 = trunc nuw i32 %435 to i16
  %437 = urem i16 %436, 11
  %438 = zext nneg i16 %437 to i32
  %439 = add nsw i32 %438, -5
  %440 = getelementptr inbounds [4 x [4 x i32]], ptr %3, i64 0, i64 %423, i64 1
  store i32 %439, ptr %440, align 4, !tbaa !2
  %441 = mul i32 %434, 1103515245
  %442 = add i32 %441, 12345
  %443 = lshr i32 %442, 16
  %444 = trunc nuw i32 %443 to i16
  %445 = urem i16 %444, 11
  %446 = zext nneg i16 %445 to i32
  %447 = add nsw i32 %446, -5
  %448 = getelementptr inbounds [4 x [4 x i32]], ptr %3, i64 0, i64 %423, i64 2
  store i32 %447, ptr %448, align 8, !tbaa !2
  %449 = mul i32 %442, 1103515245
  %450 = add i32 %449, 12345
  %451 = lshr i32 %450, 16
  %452 = trunc nuw i32 %451 to i16
  %453 = urem i16 %452, 11
  %454 = zext nneg i16 %453 to i32
  %455 = add nsw i32 %454, -5
  %456 = getelementptr inbounds [4 x [4 x i32]], ptr %3, i64 0, i64 %423, i64 3
  store i32 %455, ptr %456, align 4, !tbaa !2
  %457 = add nuw nsw i64 %423, 1
  %458 = icmp eq i64 %457, 4
  br i1 %458, label %459, label %422, !llvm.loop !11

459:                                              ; preds = %422
  %460 = urem i32 %418, 5
  %461 = icmp eq i32 %460, 0
  br i1 %461, label %462, label %463

462:                                              ; preds = %459
  store i32 0, ptr %3, align 16, !tbaa !2
  br label %463

463:                                              ; preds = %462, %459
  %464 = call fastcc i64 @det_bareiss(i32 noundef 4, ptr noundef nonnull %3) #5
  %465 = trunc i64 %464 to i32
  %466 = xor i32 %419, %465
  %467 = mul i32 %466, 16777619
  %468 = call fastcc i64 @det_bareiss(i32 noundef 3, ptr noundef nonnull %3) #5
  %469 = trunc i64 %468 to i32
  %470 = xor i32 %467, %469
  %471 = mul i32 %470, 16777619
  store i32 %471, ptr @h, align 4, !tbaa !2
  %472 = add nuw nsw i32 %418, 1
  %473 = icmp eq i32 %472, 30
  br i1 %473, label %420, label %416, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define internal fastcc i32 @saddles(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 28
  %3 = getelementptr inbounds i8, ptr %0, i64 56
  %4 = getelementptr inbounds i8, ptr %0, i64 84
  %5 = getelementptr inbounds i8, ptr %0, i64 112
  %6 = getelementptr inbounds i8, ptr %0, i64 140
  %7 = getelementptr inbounds i8, ptr %0, i64 168
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = getelementptr inbounds i8, ptr %0, i64 60
  %11 = getelementptr inbounds i8, ptr %0, i64 88
  %12 = getelementptr inbounds i8, ptr %0, i64 116
  %13 = getelementptr inbounds i8, ptr %0, i64 144
  %14 = getelementptr inbounds i8, ptr %0, i64 172
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = getelementptr inbounds i8, ptr %0, i64 36
  %17 = getelementptr inbounds i8, ptr %0, i64 64
  %18 = getelementptr inbounds i8, ptr %0, i64 92
  %19 = getelementptr inbounds i8, ptr %0, i64 120
  %20 = getelementptr inbounds i8, ptr %0, i64 148
  %21 = getelementptr inbounds i8, ptr %0, i64 176
  %22 = getelementptr inbounds i8, ptr %0, i64 12
  %23 = getelementptr inbounds i8, ptr %0, i64 40
  %24 = getelementptr inbounds i8, ptr %0, i64 68
  %25 = getelementptr inbounds i8, ptr %0, i64 96
  %26 = getelementptr inbounds i8, ptr %0, i64 124
  %27 = getelementptr inbounds i8, ptr %0, i64 152
  %28 = getelementptr inbounds i8, ptr %0, i64 180
  %29 = getelementptr inbounds i8, ptr %0, i64 16
  %30 = getelementptr inbounds i8, ptr %0, i64 44
  %31 = getelementptr inbounds i8, ptr %0, i64 72
  %32 = getelementptr inbounds i8, ptr %0, i64 100
  %33 = getelementptr inbounds i8, ptr %0, i64 128
  %34 = getelementptr inbounds i8, ptr %0, i64 156
  %35 = getelementptr inbounds i8, ptr %0, i64 184
  %36 = getelementptr inbounds i8, ptr %0, i64 20
  %37 = getelementptr inbounds i8, ptr %0, i64 48
  %38 = getelementptr inbounds i8, ptr %0, i64 76
  %39 = getelementptr inbounds i8, ptr %0, i64 104
  %40 = getelementptr inbounds i8, ptr %0, i64 132
  %41 = getelementptr inbounds i8, ptr %0, i64 160
  %42 = getelementptr inbounds i8, ptr %0, i64 188
  %43 = getelementptr inbounds i8, ptr %0, i64 24
  %44 = getelementptr inbounds i8, ptr %0, i64 52
  %45 = getelementptr inbounds i8, ptr %0, i64 80
  %46 = getelementptr inbounds i8, ptr %0, i64 108
  %47 = getelementptr inbounds i8, ptr %0, i64 136
  %48 = getelementptr inbounds i8, ptr %0, i64 164
  %49 = getelementptr inbounds i8, ptr %0, i64 192
  br label %50

50:                                               ; preds = %1, %382
  %51 = phi i64 [ 0, %1 ], [ %386, %382 ]
  %52 = phi i32 [ 0, %1 ], [ %385, %382 ]
  %53 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 0
  %54 = load i32, ptr %53, align 4, !tbaa !2
  %55 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 0
  %56 = load i32, ptr %55, align 4, !tbaa !2
  %57 = icmp slt i32 %56, %54
  br i1 %57, label %59, label %388

58:                                               ; preds = %382
  ret i32 %385

59:                                               ; preds = %430, %426, %423, %419, %416, %412, %409, %405, %402, %398, %395, %391, %388, %50
  %60 = phi i32 [ 0, %50 ], [ 0, %388 ], [ 0, %391 ], [ 0, %395 ], [ 0, %398 ], [ 0, %402 ], [ 0, %405 ], [ 0, %409 ], [ 0, %412 ], [ 0, %416 ], [ 0, %419 ], [ 0, %423 ], [ 0, %426 ], [ %433, %430 ]
  %61 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 1
  %62 = load i32, ptr %61, align 4, !tbaa !2
  %63 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 0
  %64 = load i32, ptr %63, align 4, !tbaa !2
  %65 = icmp slt i32 %64, %62
  br i1 %65, label %112, label %66

66:                                               ; preds = %59
  %67 = load i32, ptr %8, align 4, !tbaa !2
  %68 = icmp sgt i32 %67, %62
  br i1 %68, label %112, label %69

69:                                               ; preds = %66
  %70 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 1
  %71 = load i32, ptr %70, align 4, !tbaa !2
  %72 = icmp slt i32 %71, %62
  br i1 %72, label %112, label %73

73:                                               ; preds = %69
  %74 = load i32, ptr %9, align 4, !tbaa !2
  %75 = icmp sgt i32 %74, %62
  br i1 %75, label %112, label %76

76:                                               ; preds = %73
  %77 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 2
  %78 = load i32, ptr %77, align 4, !tbaa !2
  %79 = icmp slt i32 %78, %62
  br i1 %79, label %112, label %80

80:                                               ; preds = %76
  %81 = load i32, ptr %10, align 4, !tbaa !2
  %82 = icmp sgt i32 %81, %62
  br i1 %82, label %112, label %83

83:                                               ; preds = %80
  %84 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 3
  %85 = load i32, ptr %84, align 4, !tbaa !2
  %86 = icmp slt i32 %85, %62
  br i1 %86, label %112, label %87

87:                                               ; preds = %83
  %88 = load i32, ptr %11, align 4, !tbaa !2
  %89 = icmp sgt i32 %88, %62
  br i1 %89, label %112, label %90

90:                                               ; preds = %87
  %91 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 4
  %92 = load i32, ptr %91, align 4, !tbaa !2
  %93 = icmp slt i32 %92, %62
  br i1 %93, label %112, label %94

94:                                               ; preds = %90
  %95 = load i32, ptr %12, align 4, !tbaa !2
  %96 = icmp sgt i32 %95, %62
  br i1 %96, label %112, label %97

97:                                               ; preds = %94
  %98 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 5
  %99 = load i32, ptr %98, align 4, !tbaa !2
  %100 = icmp slt i32 %99, %62
  br i1 %100, label %112, label %101

101:                                              ; preds = %97
  %102 = load i32, ptr %13, align 4, !tbaa !2
  %103 = icmp sgt i32 %102, %62
  br i1 %103, label %112, label %104

104:                                              ; preds = %101
  %105 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 6
  %106 = load i32, ptr %105, align 4, !tbaa !2
  %107 = icmp slt i32 %106, %62
  br i1 %107, label %112, label %108

108:                                              ; preds = %104
  %109 = load i32, ptr %14, align 4, !tbaa !2
  %110 = icmp sgt i32 %109, %62
  %111 = select i1 %110, i32 0, i32 1
  br label %112

112:                                              ; preds = %108, %104, %101, %97, %94, %90, %87, %83, %80, %76, %73, %69, %66, %59
  %113 = phi i32 [ 0, %59 ], [ 0, %66 ], [ 0, %69 ], [ 0, %73 ], [ 0, %76 ], [ 0, %80 ], [ 0, %83 ], [ 0, %87 ], [ 0, %90 ], [ 0, %94 ], [ 0, %97 ], [ 0, %101 ], [ 0, %104 ], [ %111, %108 ]
  %114 = add nsw i32 %60, %52
  %115 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 2
  %116 = load i32, ptr %115, align 4, !tbaa !2
  %117 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 0
  %118 = load i32, ptr %117, align 4, !tbaa !2
  %119 = icmp slt i32 %118, %116
  br i1 %119, label %166, label %120

120:                                              ; preds = %112
  %121 = load i32, ptr %15, align 4, !tbaa !2
  %122 = icmp sgt i32 %121, %116
  br i1 %122, label %166, label %123

123:                                              ; preds = %120
  %124 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 1
  %125 = load i32, ptr %124, align 4, !tbaa !2
  %126 = icmp slt i32 %125, %116
  br i1 %126, label %166, label %127

127:                                              ; preds = %123
  %128 = load i32, ptr %16, align 4, !tbaa !2
  %129 = icmp sgt i32 %128, %116
  br i1 %129, label %166, label %130

130:                                              ; preds = %127
  %131 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 2
  %132 = load i32, ptr %131, align 4, !tbaa !2
  %133 = icmp slt i32 %132, %116
  br i1 %133, label %166, label %134

134:                                              ; preds = %130
  %135 = load i32, ptr %17, align 4, !tbaa !2
  %136 = icmp sgt i32 %135, %116
  br i1 %136, label %166, label %137

137:                                              ; preds = %134
  %138 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 3
  %139 = load i32, ptr %138, align 4, !tbaa !2
  %140 = icmp slt i32 %139, %116
  br i1 %140, label %166, label %141

141:                                              ; preds = %137
  %142 = load i32, ptr %18, align 4, !tbaa !2
  %143 = icmp sgt i32 %142, %116
  br i1 %143, label %166, label %144

144:                                              ; preds = %141
  %145 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 4
  %146 = load i32, ptr %145, align 4, !tbaa !2
  %147 = icmp slt i32 %146, %116
  br i1 %147, label %166, label %148

148:                                              ; preds = %144
  %149 = load i32, ptr %19, align 4, !tbaa !2
  %150 = icmp sgt i32 %149, %116
  br i1 %150, label %166, label %151

151:                                              ; preds = %148
  %152 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 5
  %153 = load i32, ptr %152, align 4, !tbaa !2
  %154 = icmp slt i32 %153, %116
  br i1 %154, label %166, label %155

155:                                              ; preds = %151
  %156 = load i32, ptr %20, align 4, !tbaa !2
  %157 = icmp sgt i32 %156, %116
  br i1 %157, label %166, label %158

158:                                              ; preds = %155
  %159 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 6
  %160 = load i32, ptr %159, align 4, !tbaa !2
  %161 = icmp slt i32 %160, %116
  br i1 %161, label %166, label %162

162:                                              ; preds = %158
  %163 = load i32, ptr %21, align 4, !tbaa !2
  %164 = icmp sgt i32 %163, %116
  %165 = select i1 %164, i32 0, i32 1
  br label %166

166:                                              ; preds = %162, %158, %155, %151, %148, %144, %141, %137, %134, %130, %127, %123, %120, %112
  %167 = phi i32 [ 0, %112 ], [ 0, %120 ], [ 0, %123 ], [ 0, %127 ], [ 0, %130 ], [ 0, %134 ], [ 0, %137 ], [ 0, %141 ], [ 0, %144 ], [ 0, %148 ], [ 0, %151 ], [ 0, %155 ], [ 0, %158 ], [ %165, %162 ]
  %168 = add nsw i32 %113, %114
  %169 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 3
  %170 = load i32, ptr %169, align 4, !tbaa !2
  %171 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 0
  %172 = load i32, ptr %171, align 4, !tbaa !2
  %173 = icmp slt i32 %172, %170
  br i1 %173, label %220, label %174

174:                                              ; preds = %166
  %175 = load i32, ptr %22, align 4, !tbaa !2
  %176 = icmp sgt i32 %175, %170
  br i1 %176, label %220, label %177

177:                                              ; preds = %174
  %178 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 1
  %179 = load i32, ptr %178, align 4, !tbaa !2
  %180 = icmp slt i32 %179, %170
  br i1 %180, label %220, label %181

181:                                              ; preds = %177
  %182 = load i32, ptr %23, align 4, !tbaa !2
  %183 = icmp sgt i32 %182, %170
  br i1 %183, label %220, label %184

184:                                              ; preds = %181
  %185 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 2
  %186 = load i32, ptr %185, align 4, !tbaa !2
  %187 = icmp slt i32 %186, %170
  br i1 %187, label %220, label %188

188:                                              ; preds = %184
  %189 = load i32, ptr %24, align 4, !tbaa !2
  %190 = icmp sgt i32 %189, %170
  br i1 %190, label %220, label %191

191:                                              ; preds = %188
  %192 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 3
  %193 = load i32, ptr %192, align 4, !tbaa !2
  %194 = icmp slt i32 %193, %170
  br i1 %194, label %220, label %195

195:                                              ; preds = %191
  %196 = load i32, ptr %25, align 4, !tbaa !2
  %197 = icmp sgt i32 %196, %170
  br i1 %197, label %220, label %198

198:                                              ; preds = %195
  %199 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 4
  %200 = load i32, ptr %199, align 4, !tbaa !2
  %201 = icmp slt i32 %200, %170
  br i1 %201, label %220, label %202

202:                                              ; preds = %198
  %203 = load i32, ptr %26, align 4, !tbaa !2
  %204 = icmp sgt i32 %203, %170
  br i1 %204, label %220, label %205

205:                                              ; preds = %202
  %206 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 5
  %207 = load i32, ptr %206, align 4, !tbaa !2
  %208 = icmp slt i32 %207, %170
  br i1 %208, label %220, label %209

209:                                              ; preds = %205
  %210 = load i32, ptr %27, align 4, !tbaa !2
  %211 = icmp sgt i32 %210, %170
  br i1 %211, label %220, label %212

212:                                              ; preds = %209
  %213 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 6
  %214 = load i32, ptr %213, align 4, !tbaa !2
  %215 = icmp slt i32 %214, %170
  br i1 %215, label %220, label %216

216:                                              ; preds = %212
  %217 = load i32, ptr %28, align 4, !tbaa !2
  %218 = icmp sgt i32 %217, %170
  %219 = select i1 %218, i32 0, i32 1
  br label %220

220:                                              ; preds = %216, %212, %209, %205, %202, %198, %195, %191, %188, %184, %181, %177, %174, %166
  %221 = phi i32 [ 0, %166 ], [ 0, %174 ], [ 0, %177 ], [ 0, %181 ], [ 0, %184 ], [ 0, %188 ], [ 0, %191 ], [ 0, %195 ], [ 0, %198 ], [ 0, %202 ], [ 0, %205 ], [ 0, %209 ], [ 0, %212 ], [ %219, %216 ]
  %222 = add nsw i32 %167, %168
  %223 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 4
  %224 = load i32, ptr %223, align 4, !tbaa !2
  %225 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 0
  %226 = load i32, ptr %225, align 4, !tbaa !2
  %227 = icmp slt i32 %226, %224
  br i1 %227, label %274, label %228

228:                                              ; preds = %220
  %229 = load i32, ptr %29, align 4, !tbaa !2
  %230 = icmp sgt i32 %229, %224
  br i1 %230, label %274, label %231

231:                                              ; preds = %228
  %232 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 1
  %233 = load i32, ptr %232, align 4, !tbaa !2
  %234 = icmp slt i32 %233, %224
  br i1 %234, label %274, label %235

235:                                              ; preds = %231
  %236 = load i32, ptr %30, align 4, !tbaa !2
  %237 = icmp sgt i32 %236, %224
  br i1 %237, label %274, label %238

238:                                              ; preds = %235
  %239 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 2
  %240 = load i32, ptr %239, align 4, !tbaa !2
  %241 = icmp slt i32 %240, %224
  br i1 %241, label %274, label %242

242:                                              ; preds = %238
  %243 = load i32, ptr %31, align 4, !tbaa !2
  %244 = icmp sgt i32 %243, %224
  br i1 %244, label %274, label %245

245:                                              ; preds = %242
  %246 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 3
  %247 = load i32, ptr %246, align 4, !tbaa !2
  %248 = icmp slt i32 %247, %224
  br i1 %248, label %274, label %249

249:                                              ; preds = %245
  %250 = load i32, ptr %32, align 4, !tbaa !2
  %251 = icmp sgt i32 %250, %224
  br i1 %251, label %274, label %252

252:                                              ; preds = %249
  %253 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 4
  %254 = load i32, ptr %253, align 4, !tbaa !2
  %255 = icmp slt i32 %254, %224
  br i1 %255, label %274, label %256

256:                                              ; preds = %252
  %257 = load i32, ptr %33, align 4, !tbaa !2
  %258 = icmp sgt i32 %257, %224
  br i1 %258, label %274, label %259

259:                                              ; preds = %256
  %260 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 5
  %261 = load i32, ptr %260, align 4, !tbaa !2
  %262 = icmp slt i32 %261, %224
  br i1 %262, label %274, label %263

263:                                              ; preds = %259
  %264 = load i32, ptr %34, align 4, !tbaa !2
  %265 = icmp sgt i32 %264, %224
  br i1 %265, label %274, label %266

266:                                              ; preds = %263
  %267 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 6
  %268 = load i32, ptr %267, align 4, !tbaa !2
  %269 = icmp slt i32 %268, %224
  br i1 %269, label %274, label %270

270:                                              ; preds = %266
  %271 = load i32, ptr %35, align 4, !tbaa !2
  %272 = icmp sgt i32 %271, %224
  %273 = select i1 %272, i32 0, i32 1
  br label %274

274:                                              ; preds = %270, %266, %263, %259, %256, %252, %249, %245, %242, %238, %235, %231, %228, %220
  %275 = phi i32 [ 0, %220 ], [ 0, %228 ], [ 0, %231 ], [ 0, %235 ], [ 0, %238 ], [ 0, %242 ], [ 0, %245 ], [ 0, %249 ], [ 0, %252 ], [ 0, %256 ], [ 0, %259 ], [ 0, %263 ], [ 0, %266 ], [ %273, %270 ]
  %276 = add nsw i32 %221, %222
  %277 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 5
  %278 = load i32, ptr %277, align 4, !tbaa !2
  %279 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 0
  %280 = load i32, ptr %279, align 4, !tbaa !2
  %281 = icmp slt i32 %280, %278
  br i1 %281, label %328, label %282

282:                                              ; preds = %274
  %283 = load i32, ptr %36, align 4, !tbaa !2
  %284 = icmp sgt i32 %283, %278
  br i1 %284, label %328, label %285

285:                                              ; preds = %282
  %286 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 1
  %287 = load i32, ptr %286, align 4, !tbaa !2
  %288 = icmp slt i32 %287, %278
  br i1 %288, label %328, label %289

289:                                              ; preds = %285
  %290 = load i32, ptr %37, align 4, !tbaa !2
  %291 = icmp sgt i32 %290, %278
  br i1 %291, label %328, label %292

292:                                              ; preds = %289
  %293 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 2
  %294 = load i32, ptr %293, align 4, !tbaa !2
  %295 = icmp slt i32 %294, %278
  br i1 %295, label %328, label %296

296:                                              ; preds = %292
  %297 = load i32, ptr %38, align 4, !tbaa !2
  %298 = icmp sgt i32 %297, %278
  br i1 %298, label %328, label %299

299:                                              ; preds = %296
  %300 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 3
  %301 = load i32, ptr %300, align 4, !tbaa !2
  %302 = icmp slt i32 %301, %278
  br i1 %302, label %328, label %303

303:                                              ; preds = %299
  %304 = load i32, ptr %39, align 4, !tbaa !2
  %305 = icmp sgt i32 %304, %278
  br i1 %305, label %328, label %306

306:                                              ; preds = %303
  %307 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 4
  %308 = load i32, ptr %307, align 4, !tbaa !2
  %309 = icmp slt i32 %308, %278
  br i1 %309, label %328, label %310

310:                                              ; preds = %306
  %311 = load i32, ptr %40, align 4, !tbaa !2
  %312 = icmp sgt i32 %311, %278
  br i1 %312, label %328, label %313

313:                                              ; preds = %310
  %314 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 5
  %315 = load i32, ptr %314, align 4, !tbaa !2
  %316 = icmp slt i32 %315, %278
  br i1 %316, label %328, label %317

317:                                              ; preds = %313
  %318 = load i32, ptr %41, align 4, !tbaa !2
  %319 = icmp sgt i32 %318, %278
  br i1 %319, label %328, label %320

320:                                              ; preds = %317
  %321 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 6
  %322 = load i32, ptr %321, align 4, !tbaa !2
  %323 = icmp slt i32 %322, %278
  br i1 %323, label %328, label %324

324:                                              ; preds = %320
  %325 = load i32, ptr %42, align 4, !tbaa !2
  %326 = icmp sgt i32 %325, %278
  %327 = select i1 %326, i32 0, i32 1
  br label %328

328:                                              ; preds = %324, %320, %317, %313, %310, %306, %303, %299, %296, %292, %289, %285, %282, %274
  %329 = phi i32 [ 0, %274 ], [ 0, %282 ], [ 0, %285 ], [ 0, %289 ], [ 0, %292 ], [ 0, %296 ], [ 0, %299 ], [ 0, %303 ], [ 0, %306 ], [ 0, %310 ], [ 0, %313 ], [ 0, %317 ], [ 0, %320 ], [ %327, %324 ]
  %330 = add nsw i32 %275, %276
  %331 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 6
  %332 = load i32, ptr %331, align 4, !tbaa !2
  %333 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 0
  %334 = load i32, ptr %333, align 4, !tbaa !2
  %335 = icmp slt i32 %334, %332
  br i1 %335, label %382, label %336

336:                                              ; preds = %328
  %337 = load i32, ptr %43, align 4, !tbaa !2
  %338 = icmp sgt i32 %337, %332
  br i1 %338, label %382, label %339

339:                                              ; preds = %336
  %340 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 1
  %341 = load i32, ptr %340, align 4, !tbaa !2
  %342 = icmp slt i32 %341, %332
  br i1 %342, label %382, label %343

343:                                              ; preds = %339
  %344 = load i32, ptr %44, align 4, !tbaa !2
  %345 = icmp sgt i32 %344, %332
  br i1 %345, label %382, label %346

346:                                              ; preds = %343
  %347 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 2
  %348 = load i32, ptr %347, align 4, !tbaa !2
  %349 = icmp slt i32 %348, %332
  br i1 %349, label %382, label %350

350:                                              ; preds = %346
  %351 = load i32, ptr %45, align 4, !tbaa !2
  %352 = icmp sgt i32 %351, %332
  br i1 %352, label %382, label %353

353:                                              ; preds = %350
  %354 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 3
  %355 = load i32, ptr %354, align 4, !tbaa !2
  %356 = icmp slt i32 %355, %332
  br i1 %356, label %382, label %357

357:                                              ; preds = %353
  %358 = load i32, ptr %46, align 4, !tbaa !2
  %359 = icmp sgt i32 %358, %332
  br i1 %359, label %382, label %360

360:                                              ; preds = %357
  %361 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 4
  %362 = load i32, ptr %361, align 4, !tbaa !2
  %363 = icmp slt i32 %362, %332
  br i1 %363, label %382, label %364

364:                                              ; preds = %360
  %365 = load i32, ptr %47, align 4, !tbaa !2
  %366 = icmp sgt i32 %365, %332
  br i1 %366, label %382, label %367

367:                                              ; preds = %364
  %368 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 5
  %369 = load i32, ptr %368, align 4, !tbaa !2
  %370 = icmp slt i32 %369, %332
  br i1 %370, label %382, label %371

371:                                              ; preds = %367
  %372 = load i32, ptr %48, align 4, !tbaa !2
  %373 = icmp sgt i32 %372, %332
  br i1 %373, label %382, label %374

374:                                              ; preds = %371
  %375 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 6
  %376 = load i32, ptr %375, align 4, !tbaa !2
  %377 = icmp slt i32 %376, %332
  br i1 %377, label %382, label %378

378:                                              ; preds = %374
  %379 = load i32, ptr %49, align 4, !tbaa !2
  %380 = icmp sgt i32 %379, %332
  %381 = select i1 %380, i32 0, i32 1
  br label %382

382:                                              ; preds = %378, %374, %371, %367, %364, %360, %357, %353, %350, %346, %343, %339, %336, %328
  %383 = phi i32 [ 0, %328 ], [ 0, %336 ], [ 0, %339 ], [ 0, %343 ], [ 0, %346 ], [ 0, %350 ], [ 0, %353 ], [ 0, %357 ], [ 0, %360 ], [ 0, %364 ], [ 0, %367 ], [ 0, %371 ], [ 0, %374 ], [ %381, %378 ]
  %384 = add nsw i32 %329, %330
  %385 = add nsw i32 %383, %384
  %386 = add nuw nsw i64 %51, 1
  %387 = icmp eq i64 %386, 7
  br i1 %387, label %58, label %50, !llvm.loop !13

388:                                              ; preds = %50
  %389 = load i32, ptr %0, align 4, !tbaa !2
  %390 = icmp sgt i32 %389, %54
  br i1 %390, label %59, label %391

391:                                              ; preds = %388
  %392 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 1
  %393 = load i32, ptr %392, align 4, !tbaa !2
  %394 = icmp slt i32 %393, %54
  br i1 %394, label %59, label %395

395:                                              ; preds = %391
  %396 = load i32, ptr %2, align 4, !tbaa !2
  %397 = icmp sgt i32 %396, %54
  br i1 %397, label %59, label %398

398:                                              ; preds = %395
  %399 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 2
  %400 = load i32, ptr %399, align 4, !tbaa !2
  %401 = icmp slt i32 %400, %54
  br i1 %401, label %59, label %402

402:                                              ; preds = %398
  %403 = load i32, ptr %3, align 4, !tbaa !2
  %404 = icmp sgt i32 %403, %54
  br i1 %404, label %59, label %405

405:                                              ; preds = %402
  %406 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 3
  %407 = load i32, ptr %406, align 4, !tbaa !2
  %408 = icmp slt i32 %407, %54
  br i1 %408, label %59, label %409

409:                                              ; preds = %405
  %410 = load i32, ptr %4, align 4, !tbaa !2
  %411 = icmp sgt i32 %410, %54
  br i1 %411, label %59, label %412

412:                                              ; preds = %409
  %413 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 4
  %414 = load i32, ptr %413, align 4, !tbaa !2
  %415 = icmp slt i32 %414, %54
  br i1 %415, label %59, label %416

416:                                              ; preds = %412
  %417 = load i32, ptr %5, align 4, !tbaa !2
  %418 = icmp sgt i32 %417, %54
  br i1 %418, label %59, label %419

419:                                              ; preds = %416
  %420 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 5
  %421 = load i32, ptr %420, align 4, !tbaa !2
  %422 = icmp slt i32 %421, %54
  br i1 %422, label %59, label %423

423:                                              ; preds = %419
  %424 = load i32, ptr %6, align 4, !tbaa !2
  %425 = icmp sgt i32 %424, %54
  br i1 %425, label %59, label %426

426:                                              ; preds = %423
  %427 = getelementptr inbounds [7 x i32], ptr %0, i64 %51, i64 6
  %428 = load i32, ptr %427, align 4, !tbaa !2
  %429 = icmp slt i32 %428, %54
  br i1 %429, label %59, label %430

430:                                              ; preds = %426
  %431 = load i32, ptr %7, align 4, !tbaa !2
  %432 = icmp sgt i32 %431, %54
  %433 = select i1 %432, i32 0, i32 1
  br label %59
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define internal fastcc i64 @det_bareiss(i32 noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #2 {
  %3 = alloca [4 x [4 x i64]], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #4
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %7, label %5

5:                                                ; preds = %2
  %6 = add i32 %0, -1
  br label %18

7:                                                ; preds = %2
  %8 = zext nneg i32 %0 to i64
  %9 = and i64 %8, 3
  %10 = icmp ult i32 %0, 4
  %11 = and i64 %8, 2147483644
  %12 = icmp eq i64 %9, 0
  br label %13

13:                                               ; preds = %40, %7
  %14 = phi i64 [ 0, %7 ], [ %41, %40 ]
  br i1 %10, label %28, label %43

15:                                               ; preds = %40
  %16 = add nsw i32 %0, -1
  %17 = icmp eq i32 %0, 1
  br i1 %17, label %18, label %21

18:                                               ; preds = %5, %15
  %19 = phi i32 [ %6, %5 ], [ %16, %15 ]
  %20 = zext nneg i32 %19 to i64
  br label %145

21:                                               ; preds = %15
  %22 = zext nneg i32 %0 to i64
  %23 = zext nneg i32 %16 to i64
  %24 = zext nneg i32 %0 to i64
  %25 = and i64 %8, 1
  %26 = and i64 %8, 2147483646
  %27 = icmp eq i64 %25, 0
  br label %68

28:                                               ; preds = %43, %13
  %29 = phi i64 [ 0, %13 ], [ %65, %43 ]
  br i1 %12, label %40, label %30

30:                                               ; preds = %28, %30
  %31 = phi i64 [ %37, %30 ], [ %29, %28 ]
  %32 = phi i64 [ %38, %30 ], [ 0, %28 ]
  %33 = getelementptr inbounds [4 x i32], ptr %1, i64 %14, i64 %31
  %34 = load i32, ptr %33, align 4, !tbaa !2
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %14, i64 %31
  store i64 %35, ptr %36, align 8, !tbaa !14
  %37 = add nuw nsw i64 %31, 1
  %38 = add i64 %32, 1
  %39 = icmp eq i64 %38, %9
  br i1 %39, label %40, label %30, !llvm.loop !16

40:                                               ; preds = %30, %28
  %41 = add nuw nsw i64 %14, 1
  %42 = icmp eq i64 %41, %8
  br i1 %42, label %15, label %13, !llvm.loop !18

43:                                               ; preds = %13, %43
  %44 = phi i64 [ %65, %43 ], [ 0, %13 ]
  %45 = phi i64 [ %66, %43 ], [ 0, %13 ]
  %46 = getelementptr inbounds [4 x i32], ptr %1, i64 %14, i64 %44
  %47 = load i32, ptr %46, align 4, !tbaa !2
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %14, i64 %44
  store i64 %48, ptr %49, align 16, !tbaa !14
  %50 = or disjoint i64 %44, 1
  %51 = getelementptr inbounds [4 x i32], ptr %1, i64 %14, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !2
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %14, i64 %50
  store i64 %53, ptr %54, align 8, !tbaa !14
  %55 = or disjoint i64 %44, 2
  %56 = getelementptr inbounds [4 x i32], ptr %1, i64 %14, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !2
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %14, i64 %55
  store i64 %58, ptr %59, align 16, !tbaa !14
  %60 = or disjoint i64 %44, 3
  %61 = getelementptr inbounds [4 x i32], ptr %1, i64 %14, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !2
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %14, i64 %60
  store i64 %63, ptr %64, align 8, !tbaa !14
  %65 = add nuw nsw i64 %44, 4
  %66 = add i64 %45, 4
  %67 = icmp eq i64 %66, %11
  br i1 %67, label %28, label %43, !llvm.loop !19

68:                                               ; preds = %21, %122
  %69 = phi i64 [ 1, %21 ], [ %124, %122 ]
  %70 = phi i64 [ 0, %21 ], [ %118, %122 ]
  %71 = phi i32 [ 1, %21 ], [ %117, %122 ]
  %72 = phi i64 [ 1, %21 ], [ %123, %122 ]
  %73 = trunc i64 %69 to i32
  %74 = tail call i32 @llvm.smax.i32(i32 %0, i32 %73)
  %75 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %70, i64 %70
  %76 = load i64, ptr %75, align 8, !tbaa !14
  %77 = icmp eq i64 %76, 0
  br i1 %77, label %78, label %116

78:                                               ; preds = %68, %82
  %79 = phi i64 [ %80, %82 ], [ %70, %68 ]
  %80 = add nuw nsw i64 %79, 1
  %81 = icmp ult i64 %80, %22
  br i1 %81, label %82, label %88

82:                                               ; preds = %78
  %83 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %80, i64 %70
  %84 = load i64, ptr %83, align 8, !tbaa !14
  %85 = icmp eq i64 %84, 0
  br i1 %85, label %78, label %86, !llvm.loop !20

86:                                               ; preds = %82
  %87 = trunc nuw nsw i64 %80 to i32
  br label %88

88:                                               ; preds = %78, %86
  %89 = phi i32 [ %87, %86 ], [ %74, %78 ]
  %90 = icmp eq i32 %89, %0
  br i1 %90, label %151, label %91

91:                                               ; preds = %88
  %92 = zext nneg i32 %89 to i64
  br label %93

93:                                               ; preds = %93, %91
  %94 = phi i64 [ 0, %91 ], [ %105, %93 ]
  %95 = phi i64 [ 0, %91 ], [ %106, %93 ]
  %96 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %70, i64 %94
  %97 = load i64, ptr %96, align 16, !tbaa !14
  %98 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %92, i64 %94
  %99 = load i64, ptr %98, align 16, !tbaa !14
  store i64 %99, ptr %96, align 16, !tbaa !14
  store i64 %97, ptr %98, align 16, !tbaa !14
  %100 = or disjoint i64 %94, 1
  %101 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %70, i64 %100
  %102 = load i64, ptr %101, align 8, !tbaa !14
  %103 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %92, i64 %100
  %104 = load i64, ptr %103, align 8, !tbaa !14
  store i64 %104, ptr %101, align 8, !tbaa !14
  store i64 %102, ptr %103, align 8, !tbaa !14
  %105 = add nuw nsw i64 %94, 2
  %106 = add i64 %95, 2
  %107 = icmp eq i64 %106, %26
  br i1 %107, label %108, label %93, !llvm.loop !21

108:                                              ; preds = %93
  br i1 %27, label %114, label %109

109:                                              ; preds = %108
  %110 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %70, i64 %105
  %111 = load i64, ptr %110, align 8, !tbaa !14
  %112 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %92, i64 %105
  %113 = load i64, ptr %112, align 8, !tbaa !14
  store i64 %113, ptr %110, align 8, !tbaa !14
  store i64 %111, ptr %112, align 8, !tbaa !14
  br label %114

114:                                              ; preds = %108, %109
  %115 = sub nsw i32 0, %71
  br label %116

116:                                              ; preds = %68, %114
  %117 = phi i32 [ %115, %114 ], [ %71, %68 ]
  %118 = add nuw nsw i64 %70, 1
  br label %119

119:                                              ; preds = %116, %126
  %120 = phi i64 [ %69, %116 ], [ %127, %126 ]
  %121 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %120, i64 %70
  br label %129

122:                                              ; preds = %126
  %123 = load i64, ptr %75, align 8, !tbaa !14
  %124 = add nuw nsw i64 %69, 1
  %125 = icmp eq i64 %118, %23
  br i1 %125, label %143, label %68, !llvm.loop !22

126:                                              ; preds = %129
  %127 = add nuw nsw i64 %120, 1
  %128 = icmp eq i64 %127, %24
  br i1 %128, label %122, label %119, !llvm.loop !23

129:                                              ; preds = %119, %129
  %130 = phi i64 [ %69, %119 ], [ %141, %129 ]
  %131 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %120, i64 %130
  %132 = load i64, ptr %131, align 8, !tbaa !14
  %133 = load i64, ptr %75, align 8, !tbaa !14
  %134 = mul nsw i64 %133, %132
  %135 = load i64, ptr %121, align 8, !tbaa !14
  %136 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %70, i64 %130
  %137 = load i64, ptr %136, align 8, !tbaa !14
  %138 = mul nsw i64 %137, %135
  %139 = sub nsw i64 %134, %138
  %140 = sdiv i64 %139, %72
  store i64 %140, ptr %131, align 8, !tbaa !14
  %141 = add nuw nsw i64 %130, 1
  %142 = icmp eq i64 %141, %24
  br i1 %142, label %126, label %129, !llvm.loop !24

143:                                              ; preds = %122
  %144 = sext i32 %117 to i64
  br label %145

145:                                              ; preds = %18, %143
  %146 = phi i64 [ %20, %18 ], [ %23, %143 ]
  %147 = phi i64 [ 1, %18 ], [ %144, %143 ]
  %148 = getelementptr inbounds [4 x [4 x i64]], ptr %3, i64 0, i64 %146, i64 %146
  %149 = load i64, ptr %148, align 8, !tbaa !14
  %150 = mul nsw i64 %149, %147
  br label %151

151:                                              ; preds = %88, %145
  %152 = phi i64 [ %150, %145 ], [ 0, %88 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #4
  ret i64 %152
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !4, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
