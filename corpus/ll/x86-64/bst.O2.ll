; ModuleID = 'bst.c'
source_filename = "bst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.tnode = type { i32, i16, i16 }

@root = internal unnamed_addr global i16 -1, align 2
@t = internal unnamed_addr global [200 x %struct.tnode] zeroinitializer, align 16
@nused = internal unnamed_addr global i32 0, align 4
@nout = internal unnamed_addr global i32 0, align 4
@out = internal unnamed_addr global [200 x i32] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %40

1:                                                ; preds = %74
  store i32 0, i32* @nout, align 4, !tbaa !2
  %2 = load i16, i16* @root, align 2, !tbaa !6
  %3 = sext i16 %2 to i32
  tail call fastcc void @inorder(i32 noundef %3) #4
  %4 = load i32, i32* @nout, align 4, !tbaa !2
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %33

6:                                                ; preds = %1
  %7 = load i32, i32* getelementptr inbounds ([200 x i32], [200 x i32]* @out, i64 0, i64 0), align 16, !tbaa !2
  %8 = xor i32 %7, -2128831035
  %9 = mul i32 %8, 16777619
  %10 = icmp eq i32 %4, 1
  br i1 %10, label %33, label %11

11:                                               ; preds = %6, %25
  %12 = phi i32 [ %27, %25 ], [ %4, %6 ]
  %13 = phi i64 [ %30, %25 ], [ 1, %6 ]
  %14 = phi i32 [ %29, %25 ], [ %9, %6 ]
  %15 = add nuw nsw i64 %13, 4294967295
  %16 = and i64 %15, 4294967295
  %17 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %16
  %18 = load i32, i32* %17, align 4, !tbaa !2
  %19 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %13
  %20 = load i32, i32* %19, align 4, !tbaa !2
  %21 = icmp slt i32 %18, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %11
  tail call void @abort() #4
  %23 = load i32, i32* @nout, align 4, !tbaa !2
  %24 = load i32, i32* %19, align 4, !tbaa !2
  br label %25

25:                                               ; preds = %22, %11
  %26 = phi i32 [ %24, %22 ], [ %20, %11 ]
  %27 = phi i32 [ %23, %22 ], [ %12, %11 ]
  %28 = xor i32 %26, %14
  %29 = mul i32 %28, 16777619
  %30 = add nuw nsw i64 %13, 1
  %31 = sext i32 %27 to i64
  %32 = icmp slt i64 %30, %31
  br i1 %32, label %11, label %33, !llvm.loop !8

33:                                               ; preds = %25, %1, %6
  %34 = phi i32 [ -2128831035, %1 ], [ %9, %6 ], [ %29, %25 ]
  %35 = phi i32 [ %4, %1 ], [ 1, %6 ], [ %27, %25 ]
  %36 = load i16, i16* @root, align 2, !tbaa !6
  %37 = sext i16 %36 to i32
  %38 = tail call fastcc i32 @height(i32 noundef %37) #5
  %39 = icmp sgt i16 %36, -1
  br label %79

40:                                               ; preds = %0, %74
  %41 = phi i32 [ 0, %0 ], [ %77, %74 ]
  %42 = phi i32 [ 0, %0 ], [ %76, %74 ]
  %43 = phi i32 [ 8675309, %0 ], [ %45, %74 ]
  %44 = mul i32 %43, 1103515245
  %45 = add i32 %44, 12345
  %46 = lshr i32 %45, 22
  %47 = add nsw i32 %46, -512
  br label %48

48:                                               ; preds = %52, %40
  %49 = phi i16* [ @root, %40 ], [ %60, %52 ]
  %50 = load i16, i16* %49, align 2, !tbaa !6
  %51 = icmp sgt i16 %50, -1
  br i1 %51, label %52, label %61

52:                                               ; preds = %48
  %53 = zext i16 %50 to i64
  %54 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %53, i32 0
  %55 = load i32, i32* %54, align 8, !tbaa !11
  %56 = icmp eq i32 %55, %47
  %57 = icmp sgt i32 %55, %47
  %58 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %53, i32 1
  %59 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %53, i32 2
  %60 = select i1 %57, i16* %58, i16* %59
  br i1 %56, label %74, label %48, !llvm.loop !13

61:                                               ; preds = %48
  %62 = load i32, i32* @nused, align 4, !tbaa !2
  %63 = icmp sgt i32 %62, 199
  br i1 %63, label %64, label %66

64:                                               ; preds = %61
  tail call void @abort() #4
  %65 = load i32, i32* @nused, align 4, !tbaa !2
  br label %66

66:                                               ; preds = %64, %61
  %67 = phi i32 [ %65, %64 ], [ %62, %61 ]
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %68, i32 0
  store i32 %47, i32* %69, align 8, !tbaa !11
  %70 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %68, i32 2
  store i16 -1, i16* %70, align 2, !tbaa !14
  %71 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %68, i32 1
  store i16 -1, i16* %71, align 4, !tbaa !15
  %72 = add nsw i32 %67, 1
  store i32 %72, i32* @nused, align 4, !tbaa !2
  %73 = trunc i32 %67 to i16
  store i16 %73, i16* %49, align 2, !tbaa !6
  br label %74

74:                                               ; preds = %52, %66
  %75 = phi i32 [ 1, %66 ], [ 0, %52 ]
  %76 = add nuw nsw i32 %75, %42
  %77 = add nuw nsw i32 %41, 1
  %78 = icmp eq i32 %77, 150
  br i1 %78, label %1, label %40, !llvm.loop !16

79:                                               ; preds = %33, %95
  %80 = phi i32 [ -512, %33 ], [ %98, %95 ]
  %81 = phi i32 [ 0, %33 ], [ %97, %95 ]
  br i1 %39, label %82, label %95

82:                                               ; preds = %79, %88
  %83 = phi i16 [ %93, %88 ], [ %36, %79 ]
  %84 = zext i16 %83 to i64
  %85 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %84, i32 0
  %86 = load i32, i32* %85, align 8, !tbaa !11
  %87 = icmp eq i32 %86, %80
  br i1 %87, label %95, label %88

88:                                               ; preds = %82
  %89 = icmp sgt i32 %86, %80
  %90 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %84, i32 1
  %91 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %84, i32 2
  %92 = select i1 %89, i16* %90, i16* %91
  %93 = load i16, i16* %92, align 2, !tbaa !6
  %94 = icmp sgt i16 %93, -1
  br i1 %94, label %82, label %95, !llvm.loop !17

95:                                               ; preds = %82, %88, %79
  %96 = phi i32 [ 0, %79 ], [ 1, %82 ], [ 0, %88 ]
  %97 = add nuw nsw i32 %96, %81
  %98 = add nsw i32 %80, 3
  %99 = icmp slt i32 %80, 509
  br i1 %99, label %79, label %154, !llvm.loop !18

100:                                              ; preds = %210
  store i32 0, i32* @nout, align 4, !tbaa !2
  %101 = load i16, i16* @root, align 2, !tbaa !6
  %102 = sext i16 %101 to i32
  tail call fastcc void @inorder(i32 noundef %102) #4
  %103 = load i32, i32* @nout, align 4, !tbaa !2
  %104 = icmp sgt i32 %103, 0
  br i1 %104, label %105, label %132

105:                                              ; preds = %100
  %106 = load i32, i32* getelementptr inbounds ([200 x i32], [200 x i32]* @out, i64 0, i64 0), align 16, !tbaa !2
  %107 = xor i32 %106, -2128831035
  %108 = mul i32 %107, 16777619
  %109 = icmp eq i32 %103, 1
  br i1 %109, label %132, label %110

110:                                              ; preds = %105, %124
  %111 = phi i32 [ %126, %124 ], [ %103, %105 ]
  %112 = phi i64 [ %129, %124 ], [ 1, %105 ]
  %113 = phi i32 [ %128, %124 ], [ %108, %105 ]
  %114 = add nuw nsw i64 %112, 4294967295
  %115 = and i64 %114, 4294967295
  %116 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %115
  %117 = load i32, i32* %116, align 4, !tbaa !2
  %118 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %112
  %119 = load i32, i32* %118, align 4, !tbaa !2
  %120 = icmp slt i32 %117, %119
  br i1 %120, label %124, label %121

121:                                              ; preds = %110
  tail call void @abort() #4
  %122 = load i32, i32* @nout, align 4, !tbaa !2
  %123 = load i32, i32* %118, align 4, !tbaa !2
  br label %124

124:                                              ; preds = %121, %110
  %125 = phi i32 [ %123, %121 ], [ %119, %110 ]
  %126 = phi i32 [ %122, %121 ], [ %111, %110 ]
  %127 = xor i32 %125, %113
  %128 = mul i32 %127, 16777619
  %129 = add nuw nsw i64 %112, 1
  %130 = sext i32 %126 to i64
  %131 = icmp slt i64 %129, %130
  br i1 %131, label %110, label %132, !llvm.loop !8

132:                                              ; preds = %124, %100, %105
  %133 = phi i32 [ -2128831035, %100 ], [ %108, %105 ], [ %128, %124 ]
  %134 = phi i32 [ %103, %100 ], [ 1, %105 ], [ %126, %124 ]
  %135 = xor i32 %34, %35
  %136 = xor i32 %135, -2128831035
  %137 = mul i32 %136, 16777619
  %138 = shl i32 %76, 8
  %139 = xor i32 %38, %138
  %140 = xor i32 %139, %137
  %141 = mul i32 %140, 16777619
  %142 = xor i32 %97, %141
  %143 = mul i32 %142, 16777619
  %144 = xor i32 %212, %143
  %145 = xor i32 %144, %133
  %146 = xor i32 %145, %134
  %147 = mul i32 %146, 16777619
  %148 = load i16, i16* @root, align 2, !tbaa !6
  %149 = sext i16 %148 to i32
  %150 = tail call fastcc i32 @height(i32 noundef %149) #5
  %151 = xor i32 %147, %150
  %152 = mul i32 %151, 16777619
  %153 = and i32 %152, 2147483647
  ret i32 %153

154:                                              ; preds = %95, %214
  %155 = phi i16 [ %216, %214 ], [ %36, %95 ]
  %156 = phi i32 [ %215, %214 ], [ 0, %95 ]
  %157 = phi i32 [ %212, %214 ], [ 0, %95 ]
  %158 = phi i32 [ %160, %214 ], [ 8675309, %95 ]
  %159 = mul i32 %158, -1029531031
  %160 = add i32 %159, -740551042
  %161 = lshr i32 %160, 22
  %162 = add nsw i32 %161, -512
  %163 = icmp sgt i16 %155, -1
  br i1 %163, label %164, label %210

164:                                              ; preds = %154
  %165 = zext i16 %155 to i64
  %166 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %165, i32 0
  %167 = load i32, i32* %166, align 8, !tbaa !11
  %168 = icmp eq i32 %167, %162
  br i1 %168, label %185, label %174

169:                                              ; preds = %174
  %170 = zext i16 %181 to i64
  %171 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %170, i32 0
  %172 = load i32, i32* %171, align 8, !tbaa !11
  %173 = icmp eq i32 %172, %162
  br i1 %173, label %183, label %174, !llvm.loop !19

174:                                              ; preds = %164, %169
  %175 = phi i32 [ %172, %169 ], [ %167, %164 ]
  %176 = phi i64 [ %170, %169 ], [ %165, %164 ]
  %177 = icmp sgt i32 %175, %162
  %178 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %176, i32 1
  %179 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %176, i32 2
  %180 = select i1 %177, i16* %178, i16* %179
  %181 = load i16, i16* %180, align 2, !tbaa !6
  %182 = icmp sgt i16 %181, -1
  br i1 %182, label %169, label %210, !llvm.loop !19

183:                                              ; preds = %169
  %184 = zext i16 %181 to i64
  br label %185

185:                                              ; preds = %183, %164
  %186 = phi i64 [ %165, %164 ], [ %184, %183 ]
  %187 = phi i16* [ @root, %164 ], [ %180, %183 ]
  %188 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %186, i32 0
  %189 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %186, i32 1
  %190 = load i16, i16* %189, align 4, !tbaa !15
  %191 = icmp slt i16 %190, 0
  %192 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %186, i32 2
  %193 = load i16, i16* %192, align 2, !tbaa !14
  br i1 %191, label %194, label %195

194:                                              ; preds = %185
  store i16 %193, i16* %187, align 2, !tbaa !6
  br label %210

195:                                              ; preds = %185
  %196 = icmp slt i16 %193, 0
  br i1 %196, label %197, label %198

197:                                              ; preds = %195
  store i16 %190, i16* %187, align 2, !tbaa !6
  br label %210

198:                                              ; preds = %195, %198
  %199 = phi i16 [ %203, %198 ], [ %193, %195 ]
  %200 = phi i16* [ %202, %198 ], [ %192, %195 ]
  %201 = zext i16 %199 to i64
  %202 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %201, i32 1
  %203 = load i16, i16* %202, align 4, !tbaa !15
  %204 = icmp sgt i16 %203, -1
  br i1 %204, label %198, label %205, !llvm.loop !20

205:                                              ; preds = %198
  %206 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %201, i32 0
  %207 = load i32, i32* %206, align 8, !tbaa !11
  store i32 %207, i32* %188, align 8, !tbaa !11
  %208 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %201, i32 2
  %209 = load i16, i16* %208, align 2, !tbaa !14
  store i16 %209, i16* %200, align 2, !tbaa !6
  br label %210

210:                                              ; preds = %174, %154, %194, %197, %205
  %211 = phi i32 [ 1, %197 ], [ 1, %205 ], [ 1, %194 ], [ 0, %154 ], [ 0, %174 ]
  %212 = add nuw nsw i32 %211, %157
  %213 = icmp ult i32 %156, 148
  br i1 %213, label %214, label %100, !llvm.loop !21

214:                                              ; preds = %210
  %215 = add nuw nsw i32 %156, 2
  %216 = load i16, i16* @root, align 2, !tbaa !6
  br label %154
}

; Function Attrs: nofree nosync nounwind readonly
define internal fastcc i32 @height(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %17, %5 ], [ 0, %1 ]
  ret i32 %4

5:                                                ; preds = %1
  %6 = zext i32 %0 to i64
  %7 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %6, i32 1
  %8 = load i16, i16* %7, align 4, !tbaa !15
  %9 = sext i16 %8 to i32
  %10 = tail call fastcc i32 @height(i32 noundef %9) #5
  %11 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %6, i32 2
  %12 = load i16, i16* %11, align 2, !tbaa !14
  %13 = sext i16 %12 to i32
  %14 = tail call fastcc i32 @height(i32 noundef %13) #5
  %15 = icmp sgt i32 %10, %14
  %16 = select i1 %15, i32 %10, i32 %14
  %17 = add nsw i32 %16, 1
  br label %3
}

declare dso_local void @abort() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind
define internal fastcc void @inorder(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %19, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %17, %3 ], [ %0, %1 ]
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %5, i32 1
  %7 = load i16, i16* %6, align 4, !tbaa !15
  %8 = sext i16 %7 to i32
  tail call fastcc void @inorder(i32 noundef %8) #5
  %9 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %5, i32 0
  %10 = load i32, i32* %9, align 8, !tbaa !11
  %11 = load i32, i32* @nout, align 4, !tbaa !2
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @nout, align 4, !tbaa !2
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds [200 x i32], [200 x i32]* @out, i64 0, i64 %13
  store i32 %10, i32* %14, align 4, !tbaa !2
  %15 = getelementptr inbounds [200 x %struct.tnode], [200 x %struct.tnode]* @t, i64 0, i64 %5, i32 2
  %16 = load i16, i16* %15, align 2, !tbaa !14
  %17 = sext i16 %16 to i32
  %18 = icmp slt i16 %16, 0
  br i1 %18, label %19, label %3

19:                                               ; preds = %3, %1
  ret void
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "no-builtins" }
attributes #5 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"short", !4, i64 0}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.peeled.count", i32 1}
!11 = !{!12, !3, i64 0}
!12 = !{!"tnode", !3, i64 0, !7, i64 4, !7, i64 6}
!13 = distinct !{!13, !9}
!14 = !{!12, !7, i64 6}
!15 = !{!12, !7, i64 4}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9}
!21 = distinct !{!21, !9}
